import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { trans } from '../i18n/trans';

/**
 * A field's error message, translated, for TextField and Checkbox. Reading
 * formState here subscribes the form's component to error changes.
 */
export function fieldError<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>, translate: typeof trans): string | undefined {
  const message = form.getFieldState(name, form.formState).error?.message;
  return message ? translate(message) : undefined;
}
