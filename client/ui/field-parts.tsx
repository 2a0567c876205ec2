import { useId } from 'react';
import clsx from 'clsx';

/**
 * Ids and ARIA that tie a form control to its error message, so the message
 * and help text are announced with the control (TextField, SelectField, Checkbox).
 */
export function useFieldIds(error: string | undefined, description?: string) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return {
    id,
    errorId,
    descriptionId,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const,
  };
}

/** A control's help text (already translated), announced with it through aria-describedby. */
export function FieldDescription({ id, description, className }: { id: string; description?: string; className?: string }) {
  if (!description) return null;
  return (
    <p id={id} className={clsx('text-xs leading-relaxed text-muted', className)}>
      {description}
    </p>
  );
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
