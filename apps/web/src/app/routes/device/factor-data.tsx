import { useParams, type LoaderFunctionArgs } from 'react-router';
import { FactorDataPage } from '@/features/factors/components/factor-data/factor-data-page';
import { sayWhenFactorMissing } from '@/features/factors/utils/factor-presence';

/** Not awaited: the page (top bar, tabs, its loading state) shows while the factors load; the check follows them. */
export const loader = ({ params }: LoaderFunctionArgs) => {
  void sayWhenFactorMissing(params);
  return null;
};

/** Named route DeviceFactorData: a factor's history. */
export function Component() {
  const { projectId = '', deviceId, factorId } = useParams();
  return (
    <FactorDataPage projectId={projectId} deviceId={Number(deviceId)} factorId={Number(factorId)} />
  );
}
