import type { ReactNode } from 'react';
import { Label } from '@iot/ui/label';

/** A label, the control and its error message (linked through aria-describedby by the caller's ids). */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props that mark a control invalid and point it at its error message. */
export function invalidProps(id: string, error?: string | null) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}
