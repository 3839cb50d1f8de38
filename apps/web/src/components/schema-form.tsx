import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@iot/ui/button';
import { Form } from '@iot/ui/form';
import { Spinner } from '@iot/ui/spinner';

/** The form's own message: the caller's, the server's (showSubmitError) or a summary rule's (useSchemaForm's `summary`). */
function formMessage<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  error?: string | null,
): string | undefined {
  const root = form.formState.errors.root;
  return error ?? root?.server?.message ?? root?.message;
}

/**
 * A form of the form layer: react-hook-form's provider around a `<form noValidate>` that submits the schema's output
 * (never twice while `pending`), the fields, the form's own message under them and its buttons. FormDialog and the page forms use it.
 */
export function SchemaForm<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  pending = false,
  error,
  id,
  className = 'flex min-w-0 flex-col gap-4',
  actions,
  submit,
  children,
}: {
  form: UseFormReturn<TValues, unknown, TOutput>;
  onSubmit: (values: TOutput) => void;
  pending?: boolean;
  /** A message for the whole form besides the form's own root errors. */
  error?: string | null;
  id?: string;
  className?: string;
  /** The form's buttons, after its message. */
  actions?: ReactNode;
  /** Its one submit button, after its message (instead of `actions`). */
  submit?: { label: string; pendingLabel: string; className?: string };
  children: ReactNode;
}) {
  const message = formMessage(form, error);
  return (
    <Form {...form}>
      <form
        id={id}
        noValidate
        onSubmit={(event) => {
          if (pending) {
            event.preventDefault();
            return;
          }
          void form.handleSubmit(onSubmit)(event);
        }}
        className={className}
      >
        {children}
        {message ? (
          <p role="alert" className="text-destructive text-sm">
            {message}
          </p>
        ) : null}
        {submit ? (
          <div>
            <SubmitButton
              pending={pending}
              pendingLabel={submit.pendingLabel}
              className={submit.className}
            >
              {submit.label}
            </SubmitButton>
          </div>
        ) : (
          actions
        )}
      </form>
    </Form>
  );
}

/** A submit button that shows progress (a spinner named `pendingLabel`) and cannot be pressed while `pending`. */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled = false,
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type'> & { pending: boolean; pendingLabel: string }) {
  return (
    <Button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending ? <Spinner label={pendingLabel} className="text-current" /> : null}
      {children}
    </Button>
  );
}
