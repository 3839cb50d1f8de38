/** API shapes of users as the account and login calls show them. */
import type { Schemas, UserRecord } from '#src/db/types.js';

export function accountView(u: UserRecord): Schemas['Account'] {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    nickname: u.nickname,
    full_name: u.full_name,
    user_type: u.user_type,
  };
}
