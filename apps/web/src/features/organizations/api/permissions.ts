/**
 * What the signed-in member may change in the page's organization — the role and flags of `access_config` in the
 * organizations list, read by the rule of lib/permissions.ts — and why not, in words for a control's tooltip or the
 * no-permission page (docs/decisions/0098-controls-a-member-may-not-use.md).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrgRole } from '@iot/api-client/model';
import { useOrgSlug } from '@/lib/org-scope';
import { useSession } from '@/lib/session';
import {
  mayManageMember,
  pageRefusal,
  refusal,
  type Area,
  type Flag,
  type Page,
  type Refusal,
} from '@/lib/permissions';
import { organizationsQuery } from './organizations';

export function usePermissions() {
  // the reasons' words load beside the page, not before it: a page a member may use never waits for them
  const { t, ready } = useTranslation(['organizations', 'users'], { useSuspense: false });
  const orgSlug = useOrgSlug();
  const organizations = useQuery(organizationsQuery());
  const self = useSession().user?.username;
  const access = organizations.data?.find((org) => org.slug === orgSlug)?.access_config;

  const say = (why: Refusal | null): string | undefined => {
    if (!why) return undefined;
    if (why.kind === 'unknown')
      return organizations.isPending ? t('permission.pending') : t('permission.notMember');
    const action = t(`permission.areas.${why.area as Exclude<Area, 'self'>}`);
    return why.kind === 'role'
      ? t('permission.role', { role: t(`roles.${why.role}`), action })
      : t('permission.flag', { flag: t(`users:permissions.${why.flag}`), action });
  };

  return {
    /** True once the organizations list answered (the member's role is known, or known to be none). */
    known: !organizations.isPending,
    /** True once the reasons' words are loaded (before, a reason reads as its key). */
    worded: ready,
    /** Why the member may not change `area`; undefined when they may. */
    reason: (area: Area) => say(refusal(access, area)),
    /** Why the member may not open `page`; undefined when they may. */
    pageReason: (page: Page) => say(pageRefusal(access, page)),
    /** Whether the member holds `flag` (the owner holds every one): nobody hands out a flag they do not hold. */
    holds: (flag: Flag) => access?.role === 'owner' || Boolean(access?.[flag]),
    /** Whether the member may change or remove `member` (not the owner, not oneself, only a lower rank). */
    mayManage: (member: { role: OrgRole; username: string }) =>
      mayManageMember(access, member, self),
  };
}
