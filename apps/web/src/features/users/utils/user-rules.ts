import type { Permissions, User } from '@iot/api-client/model';

/** The four permission flags of a sub-user. */
export const PERMISSION_FLAGS = [
  'can_manage_project',
  'can_manage_device',
  'can_manage_user',
  'can_manage_settings',
] as const satisfies readonly (keyof Permissions)[];

/** What the sub-user form holds; the generated `createUserBody` / `updateUserBody` decide what is sent. */
export interface UserValues {
  username: string;
  password: string;
  nickname: string;
  cellphone: string;
  permissions: Permissions;
}

const NO_PERMISSIONS: Permissions = {
  can_manage_project: false,
  can_manage_device: false,
  can_manage_user: false,
  can_manage_settings: false,
};

/** The form's first values: empty for a new sub-user, the user's own when editing. */
export function userValues(user?: User): UserValues {
  return {
    username: user?.username ?? '',
    password: '',
    nickname: user?.nickname ?? '',
    cellphone: user?.cellphone ?? '',
    permissions: user
      ? {
          can_manage_project: user.can_manage_project,
          can_manage_device: user.can_manage_device,
          can_manage_user: user.can_manage_user,
          can_manage_settings: user.can_manage_settings,
        }
      : { ...NO_PERMISSIONS },
  };
}
