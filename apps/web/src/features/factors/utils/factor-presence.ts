import { toast } from '@iot/ui/sonner';
import { isNumericId } from '@/config/paths';
import { whenApiReady } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/react-query';
import { factorsQuery } from '../api/factors';

/**
 * For the factor page's route loader, which does not wait for it: once the device's factors are known, a factor that is
 * not among them is said with the toast 'factor does not exist'; the page shows it
 * in its error area. A failed list is the page's to show (its error and retry).
 */
export async function sayWhenFactorMissing(params: Partial<Record<string, string>>) {
  const { orgSlug = '', projectId = '', deviceId, factorId } = params;
  if (!isNumericId(deviceId) || !isNumericId(factorId)) return null;
  await whenApiReady();
  const factors = await queryClient
    .ensureQueryData(factorsQuery(orgSlug, projectId, Number(deviceId)))
    .catch(() => null);
  if (factors && !factors.some((factor) => factor.id === Number(factorId))) {
    await i18n.loadNamespaces('factors');
    toast.error(i18n.t('factors:notExist'), { id: 'factor-not-exist' });
  }
  return null;
}
