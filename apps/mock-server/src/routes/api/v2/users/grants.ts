/** What a member may hand out and change: a role up to their own, flags they hold, members ranked below them. */
import type { FastifyRequest } from 'fastify';
import { ALL_PERMISSIONS, roleRank } from '#src/auth/permissions.js';
import type { MembershipRecord, OrgRole, Permissions } from '#src/db/types.js';
import { forbidden } from '#src/lib/errors.js';
import { list, msg } from '#src/i18n/messages.js';

type Flag = keyof Permissions;
const FLAGS = Object.keys(ALL_PERMISSIONS) as Flag[];

const flagsWhere = (on: (flag: Flag) => boolean): Permissions =>
  Object.fromEntries(FLAGS.map((f) => [f, on(f)])) as unknown as Permissions;

/** The flags of a new member of each role, unless the creator chooses them. */
const DEFAULT_PERMISSIONS = {
  manager: flagsWhere(() => true),
  operator: flagsWhere((f) => f === 'can_manage_project' || f === 'can_manage_device'),
  readonly: flagsWhere(() => false),
} satisfies Record<Exclude<OrgRole, 'owner'>, Permissions>;

/** The flags the caller holds (an owner holds them all). */
function heldFlags(req: FastifyRequest): Permissions {
  const m = req.membership;
  if (m?.role === 'owner') return ALL_PERMISSIONS;
  return flagsWhere((f) => m?.[f] ?? false);
}

/** A new member's flags: the role's defaults, as far as the caller holds them. */
export function defaultFlags(req: FastifyRequest, role: keyof typeof DEFAULT_PERMISSIONS) {
  const held = heldFlags(req);
  return flagsWhere((f) => DEFAULT_PERMISSIONS[role][f] && held[f]);
}

/** Nobody grants a flag they do not hold themselves: `wanted` turned on over `current` must be held. */
export function assertFlagsGrantable(
  req: FastifyRequest,
  wanted: Permissions,
  current: Permissions | null,
): void {
  const held = heldFlags(req);
  const refused = FLAGS.filter((f) => wanted[f] && !current?.[f] && !held[f]);
  if (refused.length > 0)
    throw forbidden(
      msg('user.flags_not_held', {
        flags: list(
          refused.map((f) => msg(`flag.${f}`)),
          'and',
        ),
      }),
    );
}

/** A role the caller may hand out: never above their own. */
export function assertRoleGrantable(req: FastifyRequest, role: OrgRole): void {
  const mine = req.membership?.role ?? 'readonly';
  if (roleRank(role) > roleRank(mine))
    throw forbidden(
      msg('user.role_not_grantable', { mine: msg(`role.${mine}`), role: msg(`role.${role}`) }),
    );
}

export function assertChangeable(
  req: FastifyRequest,
  m: MembershipRecord,
  what: 'change' | 'remove',
): void {
  if (m.role === 'owner')
    throw forbidden(
      msg(what === 'remove' ? 'user.owner_not_removable' : 'user.owner_not_changeable'),
    );
  if (m.user_id === req.membership?.user_id)
    throw forbidden(msg(what === 'remove' ? 'user.cannot_remove_self' : 'user.cannot_change_self'));
  // Only a higher rank changes a member: peer managers cannot raise (or remove) each other.
  const mine = req.membership?.role ?? 'readonly';
  if (roleRank(m.role) >= roleRank(mine))
    throw forbidden(
      msg('user.rank_too_low', { mine: msg(`role.${mine}`), role: msg(`role.${m.role}`) }),
    );
}
