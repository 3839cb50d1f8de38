import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogin } from '@iot/api-client/hooks/account';
import { isApiError, UNKNOWN_ERROR } from '@iot/api-client/errors';
import { Button } from '@iot/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@iot/ui/dialog';
import { Input } from '@iot/ui/input';
import { Label } from '@iot/ui/label';
import { Spinner } from '@iot/ui/spinner';
import { setTokens, setUser } from '../../../lib/session';
import { limits } from '@iot/api-client/limits';

/** Spec §2: the monitor's login modal; its texts are Chinese in both languages. */
export function MonitorLoginDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('monitor');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useLogin({ request: { skipAuthRefresh: true } });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setError(null);
    login.mutate(
      { data: { username: username.trim(), password } },
      {
        onSuccess: (result) => {
          setTokens(result.token);
          setUser(result.user);
          onOpenChange(false);
        },
        onError: (e) =>
          setError(
            isApiError(e) && e.message && e.message !== UNKNOWN_ERROR
              ? e.message
              : t('login.failed'),
          ),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('login.close')} className="sm:max-w-sm">
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{t('login.title')}</DialogTitle>
            <DialogDescription>{t('login.description')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="monitor-username">{t('login.username')}</Label>
            <Input
              id="monitor-username"
              maxLength={limits.LoginRequest.username.maxLength}
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="monitor-password">{t('login.password')}</Label>
            <Input
              id="monitor-password"
              maxLength={limits.LoginRequest.password.maxLength}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          {error ? (
            <p role="alert" className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" className="w-full" disabled={login.isPending}>
              {login.isPending ? (
                <Spinner label={t('login.submitting')} className="text-current" />
              ) : null}
              {t('login.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
