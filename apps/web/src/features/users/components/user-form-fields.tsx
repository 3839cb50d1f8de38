import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@iot/ui/checkbox';
import { Input } from '@iot/ui/input';
import { Label } from '@iot/ui/label';
import { PERMISSION_FLAGS, type UserDraft } from '../utils/user-rules';
import { limits } from '@iot/api-client/limits';

export type UserFieldErrors = {
  username?: string;
  password?: string;
  nickname?: string;
  cellphone?: string;
  form?: string;
};

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const described = (id: string, error?: string, hint?: string) =>
  error
    ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` }
    : hint
      ? { 'aria-describedby': `${id}-hint` }
      : {};

/** The fields of the sub-user form; the username is read-only and the password absent when editing. */
export function UserFormFields({
  mode,
  draft,
  onChange,
  errors,
}: {
  mode: 'create' | 'edit';
  draft: UserDraft;
  onChange: (draft: UserDraft) => void;
  errors: UserFieldErrors;
}) {
  const { t } = useTranslation('users');
  const set = (patch: Partial<UserDraft>) => onChange({ ...draft, ...patch });
  const usernameHint = mode === 'edit' ? t('form.usernameFixed') : undefined;
  return (
    <>
      <Field
        id="user-username"
        label={t('form.username')}
        error={errors.username}
        hint={usernameHint}
      >
        <Input
          id="user-username"
          value={draft.username}
          readOnly={mode === 'edit'}
          autoComplete="off"
          maxLength={limits.UserCreate.username.maxLength}
          onChange={(e) => set({ username: e.target.value })}
          {...described('user-username', errors.username, usernameHint)}
        />
      </Field>
      {mode === 'create' ? (
        <Field id="user-password" label={t('form.password')} error={errors.password}>
          <Input
            id="user-password"
            type="password"
            value={draft.password}
            autoComplete="new-password"
            maxLength={limits.UserCreate.password.maxLength}
            onChange={(e) => set({ password: e.target.value })}
            {...described('user-password', errors.password)}
          />
        </Field>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="user-nickname" label={t('form.nickname')} error={errors.nickname}>
          <Input
            id="user-nickname"
            value={draft.nickname}
            maxLength={limits.UserCreate.nickname.maxLength}
            onChange={(e) => set({ nickname: e.target.value })}
            {...described('user-nickname', errors.nickname)}
          />
        </Field>
        <Field id="user-cellphone" label={t('form.cellphone')} error={errors.cellphone}>
          <Input
            id="user-cellphone"
            maxLength={limits.UserCreate.cellphone.maxLength}
            type="tel"
            value={draft.cellphone}
            onChange={(e) => set({ cellphone: e.target.value })}
            {...described('user-cellphone', errors.cellphone)}
          />
        </Field>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('form.permissions')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PERMISSION_FLAGS.map((flag) => (
            <div key={flag} className="flex items-center gap-2">
              <Checkbox
                id={`user-${flag}`}
                checked={draft.permissions[flag]}
                onCheckedChange={(checked) =>
                  set({ permissions: { ...draft.permissions, [flag]: checked === true } })
                }
              />
              <Label htmlFor={`user-${flag}`} className="font-normal">
                {t(`permissions.${flag}`)}
              </Label>
            </div>
          ))}
        </div>
      </fieldset>
    </>
  );
}
