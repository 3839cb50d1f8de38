import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@iot/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@iot/ui/dialog';
import { Form } from '@iot/ui/form';
import { Spinner } from '@iot/ui/spinner';

/**
 * The one dialog around a form: title, fields, a form-level error (the server's message), Cancel and a submit button
 * that shows progress. While `pending` the dialog cannot be closed nor sent twice; closing resets the form.
 */
export function FormDialog<TValues extends FieldValues, TOutput>({
  open,
  onOpenChange,
  title,
  description,
  form,
  onSubmit,
  submitLabel,
  pending,
  error,
  submitDisabled = false,
  destructive = false,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  form: UseFormReturn<TValues, unknown, TOutput>;
  onSubmit: (values: TOutput) => void;
  submitLabel: string;
  pending: boolean;
  /** A message for the whole form besides the form's own root errors. */
  error?: string | null;
  submitDisabled?: boolean;
  /** The submit button is the destructive kind (a transfer). */
  destructive?: boolean;
  /** Classes of the dialog's content (a wider or scrolling dialog). */
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  // the caller's, the server's (showSubmitError) or a summary rule's (useSchemaForm's `summary`)
  const root = form.formState.errors.root;
  const message = error ?? root?.server?.message ?? root?.message;
  const close = (next: boolean) => {
    if (pending) return;
    if (!next) form.reset();
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t('actions.close')} className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
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
            className="flex min-w-0 flex-col gap-4"
          >
            {children}
            {message ? (
              <p role="alert" className="text-destructive text-sm">
                {message}
              </p>
            ) : null}
          </form>
        </Form>
        <DialogFooter>
          <Button variant="outline" disabled={pending} onClick={() => close(false)}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            form={id}
            variant={destructive ? 'destructive' : 'default'}
            disabled={pending || submitDisabled}
            aria-busy={pending || undefined}
          >
            {pending ? <Spinner label={t('loading')} className="text-current" /> : null}
            {submitLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
