import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@iot/ui/button';
import { Input } from '@iot/ui/input';
import { Label } from '@iot/ui/label';
import { Spinner } from '@iot/ui/spinner';

/** One editable profile value with its own Save, enabled only when the value changed and nothing is saving (spec §2). */
export function ProfileField({
  id,
  label,
  type = 'text',
  autoComplete,
  initial,
  saving,
  error,
  maxLength,
  onSave,
}: {
  id: string;
  label: string;
  type?: 'text' | 'email';
  /** The document's bound of the field (limits.AccountUpdate.*). */
  maxLength: number;
  autoComplete?: string;
  initial: string;
  saving: boolean;
  error?: string;
  onSave: (value: string) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const [value, setValue] = useState(initial);
  // a saved (or reloaded) value becomes the new starting point
  const [shownInitial, setShownInitial] = useState(initial);
  if (initial !== shownInitial) {
    setShownInitial(initial);
    setValue(initial);
  }
  const changed = value.trim() !== initial;
  const errorId = `${id}-error`;

  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed && !saving) onSave(value.trim());
      }}
    >
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" disabled={!changed || saving} className="shrink-0">
          {saving ? <Spinner label={t('profile.saving')} /> : null}
          {t('common:actions.save')}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </form>
  );
}
