/** API shapes of an organization's members (sub-users) and of its blacklist entries. */
import type { BlacklistRecord, MembershipRecord, Schemas, UserRecord } from '#src/db/types.js';
import { permissionsOf } from './organizations.js';

export function userView(u: UserRecord, m: MembershipRecord): Schemas['User'] {
  return {
    id: u.id,
    username: u.username,
    nickname: u.nickname,
    email: u.email,
    cellphone: u.cellphone,
    user_type: u.user_type,
    role: m.role,
    activate_time: u.activate_time,
    created_at: u.created_at,
    ...permissionsOf(m),
  };
}

/** A barred member, named by their account (an account removed since: no name). */
export function blacklistEntryView(
  b: BlacklistRecord,
  u: UserRecord | undefined,
): Schemas['BlacklistEntry'] {
  return {
    id: b.id,
    user: { id: b.user_id, username: u?.username ?? '', nickname: u?.nickname ?? null },
    reason: b.reason,
    created_at: b.created_at,
  };
}
