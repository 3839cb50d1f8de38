import { useParams } from 'react-router';
import { FactorList } from '@/features/factors/components/factor-list';

/** Device factors tab (docs/product.md#screens-and-routes, #records, #form-rules). */
export function Component() {
  const { orgSlug = '', projectId = '', deviceId } = useParams();
  return <FactorList orgSlug={orgSlug} projectId={projectId} deviceId={Number(deviceId)} />;
}
