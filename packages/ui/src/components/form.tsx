import * as React from 'react';
import { Slot } from 'radix-ui';
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type Control,
  type ControllerProps,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

import { cn } from '../lib/utils';
import { Label } from './label';

/** The react-hook-form provider: `<Form {...form}><form onSubmit={form.handleSubmit(...)}>…` */
const Form = FormProvider;

type FormFieldContextValue<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = {
  name: TName;
};

const FormFieldContext = React.createContext<FormFieldContextValue | null>(null);

function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

type FormItemContextValue = {
  id: string;
};

const FormItemContext = React.createContext<FormItemContextValue | null>(null);

function useFormField() {
  const fieldContext = React.useContext(FormFieldContext);
  const itemContext = React.useContext(FormItemContext);
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: fieldContext?.name ?? '' });

  if (!fieldContext) {
    throw new Error('useFormField must be used inside <FormField>');
  }
  if (!itemContext) {
    throw new Error('useFormField must be used inside <FormItem>');
  }

  const fieldState = getFieldState(fieldContext.name, formState);
  const { id } = itemContext;

  return {
    id,
    name: fieldContext.name,
    formItemId: `${id}-form-item`,
    formDescriptionId: `${id}-form-item-description`,
    formMessageId: `${id}-form-item-message`,
    ...fieldState,
  };
}

function FormItem({ className, ...props }: React.ComponentProps<'div'>) {
  const id = React.useId();

  return (
    <FormItemContext.Provider value={{ id }}>
      <div data-slot="form-item" className={cn('grid gap-2', className)} {...props} />
    </FormItemContext.Provider>
  );
}

function FormLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  const { error, formItemId } = useFormField();

  return (
    <Label
      data-slot="form-label"
      data-error={!!error}
      className={cn('data-[error=true]:text-destructive', className)}
      htmlFor={formItemId}
      {...props}
    />
  );
}

function FormControl(props: React.ComponentProps<typeof Slot.Root>) {
  const { error, formItemId, formDescriptionId, formMessageId } = useFormField();

  return (
    <Slot.Root
      data-slot="form-control"
      id={formItemId}
      aria-describedby={!error ? formDescriptionId : `${formDescriptionId} ${formMessageId}`}
      aria-invalid={!!error}
      {...props}
    />
  );
}

function FormDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const { formDescriptionId } = useFormField();

  return (
    <p
      data-slot="form-description"
      id={formDescriptionId}
      className={cn('text-muted-foreground text-sm', className)}
      {...props}
    />
  );
}

/** Shows the field's error message (already translated by the schema or the app), or its children. */
function FormMessage({ className, children, ...props }: React.ComponentProps<'p'>) {
  const { error, formMessageId } = useFormField();
  const body = error ? String(error.message ?? '') : children;

  if (!body) {
    return null;
  }

  return (
    <p
      data-slot="form-message"
      id={formMessageId}
      className={cn('text-destructive text-sm', className)}
      {...props}
    >
      {body}
    </p>
  );
}

/** What links a control to its label and messages; `Field` gives it to controls whose root is not the element (a Select's trigger). */
type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string;
};

function FieldControl<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  field,
  children,
}: {
  field: ControllerRenderProps<TFieldValues, TName>;
  children: (
    field: ControllerRenderProps<TFieldValues, TName>,
    control: FieldControlProps,
  ) => React.ReactNode;
}) {
  const { error, formItemId, formDescriptionId, formMessageId } = useFormField();
  const control = {
    id: formItemId,
    'aria-invalid': !!error,
    'aria-describedby': !error ? formDescriptionId : `${formDescriptionId} ${formMessageId}`,
  };
  return <FormControl>{children(field, control)}</FormControl>;
}

/**
 * The one labelled field of a form: label, the control (the render prop gets react-hook-form's field), an optional
 * description and the field's error under it, linked by `aria-describedby` and marked `aria-invalid`.
 */
function Field<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({
  control,
  name,
  label,
  description,
  end,
  className,
  children,
}: {
  /** The form's `control`; values are what the fields hold, the schema's output may differ. */
  control: Control<TFieldValues, unknown, TTransformedValues>;
  name: TName;
  label: React.ReactNode;
  description?: React.ReactNode;
  /** Shown beside the control on its row (the Save button of a one-field form). */
  end?: React.ReactNode;
  className?: string;
  children: (
    field: ControllerRenderProps<TFieldValues, TName>,
    control: FieldControlProps,
  ) => React.ReactNode;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          {end ? (
            <div className="flex items-start gap-2">
              <FieldControl field={field}>{children}</FieldControl>
              {end}
            </div>
          ) : (
            <FieldControl field={field}>{children}</FieldControl>
          )}
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage role="alert" />
        </FormItem>
      )}
    />
  );
}

export {
  useFormField,
  Form,
  FormItem,
  FormLabel,
  FormControl,
  FormDescription,
  FormMessage,
  FormField,
  Field,
};
