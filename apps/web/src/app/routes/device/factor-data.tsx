import { useParams, type LoaderFunctionArgs } from 'react-router';
import { FactorDataPage } from '@/features/factors/components/factor-data/factor-data-page';
import { sayWhenFactorMissing } from '@/features/factors/utils/factor-presence';

export const loader = ({ params }: LoaderFunctionArgs) => sayWhenFactorMissing(params);

/** Named route DeviceFactorData (docs/product.md#screens-and-routes): a factor's history. */
export function Component() {
  const { projectId = '', deviceId, factorId } = useParams();
  return (
    <FactorDataPage projectId={projectId} deviceId={Number(deviceId)} factorId={Number(factorId)} />
  );
}
