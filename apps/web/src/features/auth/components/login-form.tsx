import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@iot/ui/button';
import { Input } from '@iot/ui/input';
import { Label } from '@iot/ui/label';
import { Spinner } from '@iot/ui/spinner';
import { whenApiReady } from '../../../lib/api';
import { setTokens, setUser } from '../../../lib/session';
import { loginErrorText, type LoginErrorText } from '../utils/login-error';
import { limits } from '@iot/api-client/limits';

/**
 * Username + password (both required, spec §5); on success stores the session and calls `onSignedIn`. The generated
 * `login` call is loaded when the form is first used (focus or submit): its module brings react-query along, which
 * stays out of the first load of /login that way.
 */
const loadAccountApi = () => whenApiReady().then(() => import('@iot/api-client/hooks/account'));

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<LoginErrorText | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!username.trim() || !password) {
      setError({ key: 'login.required' });
      return;
    }
    setError(null);
    setPending(true);
    try {
      const { login } = await loadAccountApi();
      const result = await login(
        { username: username.trim(), password },
        { skipAuthRefresh: true },
      );
      setTokens(result.token);
      setUser(result.user);
      onSignedIn();
    } catch (e) {
      setError(loginErrorText(e));
      setPending(false);
    }
  };

  const message = error ? ('message' in error ? error.message : t(error.key)) : null;

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      onFocus={() => void loadAccountApi()}
      noValidate
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="login-username">{t('login.username')}</Label>
        <Input
          id="login-username"
          maxLength={limits.LoginRequest.username.maxLength}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'login-error' : undefined}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="login-password">{t('login.password')}</Label>
        <Input
          id="login-password"
          maxLength={limits.LoginRequest.password.maxLength}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'login-error' : undefined}
        />
      </div>
      {message ? (
        <p id="login-error" role="alert" className="text-destructive text-sm">
          {message}
        </p>
      ) : null}
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? <Spinner label={t('login.submitting')} /> : null}
        {pending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
