import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@iot/api-client/limits';
import type { LoginRequest } from '@iot/api-client/model';
import { Field } from '@iot/ui/form';
import { Input } from '@iot/ui/input';
import { SchemaForm } from '@/components/schema-form';
import { useLazySchemaForm } from '@/lib/use-lazy-schema-form';
import { preloadSignIn, signIn } from '../api/session';
import { loginErrorText } from '../utils/login-error';

/** The generated body schema (and zod with it), loaded on first use like the sign-in call. */
const loadSchema = () => import('@iot/api-client/zod/account').then((m) => m.loginBody);

const FIELDS = [
  { name: 'username', label: 'login.username', type: 'text', autoComplete: 'username' },
  { name: 'password', label: 'login.password', type: 'password', autoComplete: 'current-password' },
] as const;

/**
 * Username + password on the generated `loginBody` (both required: one message for the form, 'Please enter username and
 * password'; the username sent trimmed); on success stores the session and calls `onSignedIn`. The sign-in call
 * (api/session.ts) and the schema are loaded when the form is first used (focus or submit): they bring react-query and
 * zod along, which stay out of the first load of /login that way.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState(false);
  const form = useLazySchemaForm<LoginRequest, LoginRequest>(loadSchema, {
    defaultValues: { username: '', password: '' },
    trim: ['username'],
    messages: { username: 'auth:login.required', password: 'auth:login.required' },
    summary: ['username', 'password'],
  });

  const onSubmit = async (data: LoginRequest) => {
    setPending(true);
    try {
      await signIn(data);
      onSignedIn();
    } catch (e) {
      const error = loginErrorText(e);
      form.setError('root.server', { message: 'message' in error ? error.message : t(error.key) });
      setPending(false);
    }
  };

  return (
    <div onFocus={() => void Promise.all([preloadSignIn(), loadSchema()])}>
      <SchemaForm
        form={form}
        onSubmit={(data) => void onSubmit(data)}
        pending={pending}
        submit={{
          label: pending ? t('login.submitting') : t('login.submit'),
          pendingLabel: t('login.submitting'),
          className: 'w-full',
        }}
      >
        {FIELDS.map(({ name, label, type, autoComplete }) => (
          <Field key={name} control={form.control} name={name} label={t(label)}>
            {(field) => (
              <Input
                {...field}
                type={type}
                autoComplete={autoComplete}
                maxLength={limits.LoginRequest[name].maxLength}
              />
            )}
          </Field>
        ))}
      </SchemaForm>
    </div>
  );
}
