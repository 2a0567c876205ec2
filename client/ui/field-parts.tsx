import { useId } from 'react';
import clsx from 'clsx';

/**
 * Ids and ARIA that tie a form control to its error message, so the message
 * is announced with the control (TextField, SelectField, Checkbox).
 */
export function useFieldIds(error: string | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  return {
    id,
    errorId,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } as const,
  };
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm text-danger">
      {error}
    </p>
  );
}

/** The box of a text input or select: border, focus ring, and the invalid colour. */
export const fieldBoxStyles = (error: string | undefined) =>
  clsx(
    'h-12 w-full rounded-lg border bg-bg text-base text-fg transition outline-none focus:border-primary focus:ring-2 focus:ring-primary/40',
    error ? 'border-danger' : 'border-divider hover:border-fg/40',
  );
