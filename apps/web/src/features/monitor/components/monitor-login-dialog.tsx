import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '@iot/api-client/errors';
import type { LoginRequest } from '@iot/api-client/model';
import { loginBody } from '@iot/api-client/zod/account';
import { Field } from '@iot/ui/form';
import { Input } from '@iot/ui/input';
import { FormDialog } from '@/components/form-dialog';
import { isInLanguage } from '@/lib/error-message';
import { maxLengthOf } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { signIn } from '@/features/auth/api/session';

const FIELDS = [
  { name: 'username', type: 'text', autoComplete: 'username' },
  { name: 'password', type: 'password', autoComplete: 'current-password' },
] as const;

/**
 * The monitor's login modal on the generated `loginBody` (one message when a field is missing; the username sent
 * trimmed). Its texts are Chinese in both languages (the `monitor` namespace holds them in Chinese in `en` too).
 */
export function MonitorLoginDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('monitor');
  const login = useMutation({ mutationFn: signIn });
  const form = useSchemaForm(loginBody, {
    defaultValues: { username: '', password: '' },
    trim: ['username'],
    messages: { username: 'monitor:login.required', password: 'monitor:login.required' },
    summary: ['username', 'password'],
  });

  const onSubmit = (data: LoginRequest) =>
    login.mutate(data, {
      onSuccess: () => {
        form.reset();
        onOpenChange(false);
      },
      onError: (e) =>
        form.setError('root.server', {
          // the dialog's texts are fixed in Chinese: a server message joins them only when it is Chinese too
          message: isApiError(e) && isInLanguage(e.message, 'zh') ? e.message : t('login.failed'),
        }),
    });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('login.title')}
      description={t('login.description')}
      form={form}
      onSubmit={onSubmit}
      submitLabel={t('login.submit')}
      pending={login.isPending}
      className="sm:max-w-sm"
      texts={{ close: t('login.close'), pending: t('login.submitting'), cancel: null }}
    >
      {FIELDS.map(({ name, type, autoComplete }) => (
        <Field key={name} control={form.control} name={name} label={t(`login.${name}`)}>
          {(field) => (
            <Input
              {...field}
              type={type}
              autoComplete={autoComplete}
              maxLength={maxLengthOf(loginBody.shape[name])}
            />
          )}
        </Field>
      ))}
    </FormDialog>
  );
}
