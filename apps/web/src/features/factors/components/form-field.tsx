import { useId, type ReactNode } from 'react';
import { Input } from '@iot/ui/input';
import { Label } from '@iot/ui/label';
import { cn } from '@iot/ui/lib/utils';

/** A labelled control with its error message under it (aria-invalid + aria-describedby). */
export function FormField({
  label,
  error,
  children,
  className,
}: {
  label: string;
  error?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  error,
  value,
  onChange,
  type = 'text',
  maxLength,
  className,
}: {
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'number';
  maxLength?: number;
  className?: string;
}) {
  return (
    <FormField label={label} error={error} className={className}>
      {(props) => (
        <Input
          {...props}
          type={type}
          inputMode={type === 'number' ? 'decimal' : undefined}
          maxLength={maxLength}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

export type ChoiceOption = { value: string; label: string };

/** A native select (keyboard and screen readers for free), styled like the kit's inputs. */
export function SelectField({
  label,
  error,
  value,
  onChange,
  options,
  placeholder,
  className,
}: {
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  options: ChoiceOption[];
  placeholder?: string;
  className?: string;
}) {
  return (
    <FormField label={label} error={error} className={className}>
      {(props) => (
        <select
          {...props}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="border-input dark:bg-input/30 focus-visible:border-ring focus-visible:ring-ring aria-invalid:border-destructive h-9 w-full rounded-md border bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px]"
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
