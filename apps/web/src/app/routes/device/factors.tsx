import { useParams } from 'react-router';
import { FactorList } from '../../../features/factors/components/factor-list';

/** Device factors tab (spec §2, §3, §5). */
export function Component() {
  const { orgSlug = '', projectId = '', deviceId } = useParams();
  return <FactorList orgSlug={orgSlug} projectId={projectId} deviceId={Number(deviceId)} />;
}
