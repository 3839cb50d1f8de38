import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessToken } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { enUS, zhCN } from '@iot/ui/calendar';
import { DatePicker } from '@iot/ui/date-picker';
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
import { RadioGroup, RadioGroupItem } from '@iot/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@iot/ui/select';
import { Spinner } from '@iot/ui/spinner';
import { toast } from '@iot/ui/sonner';
import { errorMessage, serverMessage } from '../../../lib/error-message';
import { currentLanguage } from '../../../lib/i18n';
import { useCreateToken } from '../api/tokens';
import {
  DEFAULT_EXPIRY,
  EXPIRY_CHOICES,
  TOKEN_ROLES,
  expiresAtPayload,
  expiryDate,
  isBeforeToday,
  validateTokenForm,
  type ExpiryChoice,
  type TokenRoleChoice,
} from '../utils/token-rules';
import { limits } from '@iot/api-client/limits';

type Errors = { name?: string; expiry?: string; form?: string };

/** Spec §5 token create: name (trimmed, name_required), role readonly/operator, expiry never/30/60/90 days. */
export function CreateTokenDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (token: AccessToken) => void;
}) {
  const { t } = useTranslation(['tokens', 'common']);
  const create = useCreateToken();
  const [name, setName] = useState('');
  const [role, setRole] = useState<TokenRoleChoice>('readonly');
  const [choice, setChoice] = useState<ExpiryChoice>(DEFAULT_EXPIRY);
  const [date, setDate] = useState<Date | null>(() => expiryDate(DEFAULT_EXPIRY));
  const [errors, setErrors] = useState<Errors>({});

  const reset = () => {
    setName('');
    setRole('readonly');
    setChoice(DEFAULT_EXPIRY);
    setDate(expiryDate(DEFAULT_EXPIRY));
    setErrors({});
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const invalid = validateTokenForm(name, date);
    const next: Errors = {
      name: invalid.name && t(invalid.name),
      expiry: invalid.expiry && t(invalid.expiry),
    };
    setErrors(next);
    if (next.name || next.expiry) return;
    create.mutate(
      {
        data: {
          name: name.trim(),
          access_config: { role, all_projects: true, projects: [] },
          expires_at: expiresAtPayload(date),
        },
      },
      {
        onSuccess: (token) => {
          toast.success(t('createSuccess'));
          reset();
          onOpenChange(false);
          onCreated(token);
        },
        onError: (error) => {
          setErrors({ form: serverMessage(error) ?? t('createError') });
          toast.error(errorMessage(error, t('createError')));
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (create.isPending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('create.title')}</DialogTitle>
          <DialogDescription>{t('create.description')}</DialogDescription>
        </DialogHeader>
        <form id="create-token" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor="token-name">{t('create.name')}</Label>
            <Input
              id="token-name"
              value={name}
              maxLength={limits.AccessTokenCreate.name.maxLength}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? 'token-name-error' : undefined}
            />
            {errors.name ? (
              <p id="token-name-error" className="text-destructive text-sm">
                {errors.name}
              </p>
            ) : null}
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t('create.role')}</legend>
            <RadioGroup value={role} onValueChange={(value) => setRole(value as TokenRoleChoice)}>
              {TOKEN_ROLES.map((value) => (
                <div key={value} className="flex items-center gap-2">
                  <RadioGroupItem id={`token-role-${value}`} value={value} />
                  <Label htmlFor={`token-role-${value}`} className="font-normal">
                    {t(`roles.${value}`)}
                    <span className="text-muted-foreground">· {t(`roleHints.${value}`)}</span>
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Label htmlFor="token-expiry">{t('create.expiry')}</Label>
              <Select
                value={choice}
                onValueChange={(value) => {
                  const next = value as ExpiryChoice;
                  setChoice(next);
                  setDate(expiryDate(next));
                }}
              >
                <SelectTrigger id="token-expiry" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {EXPIRY_CHOICES.map((value) => (
                    <SelectItem key={value} value={value}>
                      {t(`expiry.${value}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            {date ? (
              <div className="flex flex-col gap-2">
                <Label htmlFor="token-expiry-date">{t('create.expiryDate')}</Label>
                <DatePicker
                  id="token-expiry-date"
                  value={date}
                  onChange={(value) => setDate(value ?? null)}
                  locale={currentLanguage() === 'zh' ? zhCN : enUS}
                  placeholder={t('create.pickDate')}
                  dateFormat="yyyy-MM-dd"
                  disabledDays={(day: Date) => isBeforeToday(day)}
                  aria-invalid={errors.expiry ? true : undefined}
                />
                {errors.expiry ? <p className="text-destructive text-sm">{errors.expiry}</p> : null}
              </div>
            ) : null}
          </div>
          {errors.form ? (
            <p role="alert" className="text-destructive text-sm">
              {errors.form}
            </p>
          ) : null}
        </form>
        <DialogFooter>
          <Button
            variant="outline"
            disabled={create.isPending}
            onClick={() => {
              reset();
              onOpenChange(false);
            }}
          >
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form="create-token" disabled={create.isPending}>
            {create.isPending ? (
              <Spinner label={t('common:loading')} className="text-current" />
            ) : null}
            {t('create.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
