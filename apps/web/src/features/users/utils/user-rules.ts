import type { Permissions, User, UserCreate, UserUpdate } from '@iot/api-client/model';

/** Spec §3: the four permission flags of a sub-user. */
export const PERMISSION_FLAGS = [
  'can_manage_project',
  'can_manage_device',
  'can_manage_user',
  'can_manage_settings',
] as const satisfies readonly (keyof Permissions)[];

export interface UserDraft {
  username: string;
  password: string;
  nickname: string;
  cellphone: string;
  permissions: Permissions;
}

export const NO_PERMISSIONS: Permissions = {
  can_manage_project: false,
  can_manage_device: false,
  can_manage_user: false,
  can_manage_settings: false,
};

export function emptyDraft(): UserDraft {
  return {
    username: '',
    password: '',
    nickname: '',
    cellphone: '',
    permissions: { ...NO_PERMISSIONS },
  };
}

export function draftOf(user: User): UserDraft {
  return {
    username: user.username,
    password: '',
    nickname: user.nickname ?? '',
    cellphone: user.cellphone ?? '',
    permissions: {
      can_manage_project: user.can_manage_project,
      can_manage_device: user.can_manage_device,
      can_manage_user: user.can_manage_user,
      can_manage_settings: user.can_manage_settings,
    },
  };
}

export interface UserFormErrors {
  username?: 'form.usernameRequired';
  password?: 'form.passwordRequired';
}

/** Spec §5: on create, username and password are required; on edit neither is editable (nothing to check). */
export function validateUserDraft(draft: UserDraft, mode: 'create' | 'edit'): UserFormErrors {
  if (mode === 'edit') return {};
  const errors: UserFormErrors = {};
  if (!draft.username.trim()) errors.username = 'form.usernameRequired';
  if (!draft.password) errors.password = 'form.passwordRequired';
  return errors;
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

export function createPayload(draft: UserDraft): UserCreate {
  return {
    username: draft.username.trim(),
    password: draft.password,
    nickname: orNull(draft.nickname),
    cellphone: orNull(draft.cellphone),
    permissions: draft.permissions,
  };
}

/** Spec §5: the username cannot change and the password is never sent on edit. */
export function updatePayload(draft: UserDraft): UserUpdate {
  return {
    nickname: orNull(draft.nickname),
    cellphone: orNull(draft.cellphone),
    permissions: draft.permissions,
  };
}
