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
import { cn } from '@iot/ui/lib/utils';
import { SchemaForm, SubmitButton } from './schema-form';

type FormDialogProps<TValues extends FieldValues, TOutput> = {
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
  /** Classes of the dialog's content (a wider dialog). */
  className?: string;
  /**
   * The frame's own texts where the spec fixes them (the monitor's Chinese sign-in): close and progress labels, and
   * `cancel: null` for a dialog whose only button is its submit (full width).
   */
  texts?: { close: string; pending: string; cancel: string | null };
  children: ReactNode;
};

/**
 * The one dialog around a form: title, fields, a form-level error (the server's message), Cancel and a submit button
 * that shows progress. While `pending` the dialog cannot be closed nor sent twice; closing resets the form. A form
 * taller than the screen scrolls between the title and the buttons, which stay in view.
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
  texts,
  children,
}: FormDialogProps<TValues, TOutput>) {
  const { t } = useTranslation();
  const id = useId();
  const close = (next: boolean) => {
    if (pending) return;
    if (!next) form.reset();
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        closeLabel={texts?.close ?? t('actions.close')}
        className={cn('flex max-h-[90dvh] flex-col', className)}
      >
        <DialogHeader className="shrink-0 pr-6">
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {/* the fields scroll; the padding keeps their focus rings inside the scrolling area */}
        <div className="-mx-6 min-h-0 overflow-y-auto px-6 py-1">
          <SchemaForm form={form} onSubmit={onSubmit} pending={pending} error={error} id={id}>
            {children}
          </SchemaForm>
        </div>
        <DialogFooter className="shrink-0">
          {texts?.cancel === null ? null : (
            <Button variant="outline" disabled={pending} onClick={() => close(false)}>
              {texts?.cancel ?? t('actions.cancel')}
            </Button>
          )}
          <SubmitButton
            form={id}
            variant={destructive ? 'destructive' : 'default'}
            pending={pending}
            pendingLabel={texts?.pending ?? t('loading')}
            className={texts?.cancel === null ? 'w-full' : undefined}
            disabled={submitDisabled}
          >
            {submitLabel}
          </SubmitButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
