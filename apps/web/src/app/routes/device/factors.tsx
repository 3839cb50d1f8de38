import { useParams } from 'react-router';
import { FactorList } from '@/features/factors/components/factor-list';

/** Device factors tab. */
export function Component() {
  const { orgSlug = '', projectId = '', deviceId } = useParams();
  return <FactorList orgSlug={orgSlug} projectId={projectId} deviceId={Number(deviceId)} />;
}
