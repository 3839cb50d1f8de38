import { useParams } from 'react-router';
import { FactorDataPage } from '@/features/factors/components/factor-data/factor-data-page';

/** Named route DeviceFactorData (docs/product.md#screens-and-routes): a factor's history. */
export function Component() {
  const { projectId = '', deviceId, factorId } = useParams();
  return (
    <FactorDataPage projectId={projectId} deviceId={Number(deviceId)} factorId={Number(factorId)} />
  );
}
