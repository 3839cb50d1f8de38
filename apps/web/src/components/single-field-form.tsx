import type { ComponentProps } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { Field } from '@iot/ui/form';
import { Input } from '@iot/ui/input';
import { SchemaForm, SubmitButton } from './schema-form';

/**
 * A form of one text field with its submit button beside it (a name to rename, a slug to transfer to, a profile
 * value), or below it when the card has its own buttons (`submit` left out; give the form an `id`).
 */
export function SingleFieldForm<TValues extends FieldValues, TOutput>({
  form,
  name,
  label,
  onSubmit,
  pending = false,
  id,
  className = 'flex max-w-xl flex-col gap-2',
  submit,
  input,
}: {
  form: UseFormReturn<TValues, unknown, TOutput>;
  name: Path<TValues>;
  label: string;
  onSubmit: (values: TOutput) => void;
  pending?: boolean;
  id?: string;
  className?: string;
  submit?: {
    label: string;
    pendingLabel: string;
    disabled?: boolean;
    /** The member may not make this change: the button says why and the field is read-only. */
    disabledReason?: string;
    variant?: ComponentProps<typeof SubmitButton>['variant'];
  };
  /** The input's own attributes (type, maxLength from the schema, placeholder, autoComplete). */
  input?: Omit<ComponentProps<typeof Input>, 'name' | 'value' | 'onChange' | 'onBlur'>;
}) {
  const button = submit ? (
    <DisabledReason reason={submit.disabledReason}>
      <SubmitButton
        pending={pending}
        pendingLabel={submit.pendingLabel}
        disabled={submit.disabled}
        variant={submit.variant}
        className="shrink-0"
      >
        {submit.label}
      </SubmitButton>
    </DisabledReason>
  ) : undefined;
  return (
    <SchemaForm form={form} onSubmit={onSubmit} pending={pending} id={id} className={className}>
      <Field control={form.control} name={name} label={label} end={button}>
        {(field) => <Input readOnly={Boolean(submit?.disabledReason)} {...input} {...field} />}
      </Field>
    </SchemaForm>
  );
}
