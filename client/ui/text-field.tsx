import type { InputHTMLAttributes, Ref } from 'react';
import clsx from 'clsx';
import { FieldDescription, FieldError, fieldBoxStyles, useFieldIds } from './field-parts';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** A validation message (already translated); marks the input invalid. */
  error?: string;
  /** Help text under the input (already translated). */
  description?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose error is announced with it (aria-invalid + aria-describedby). */
export function TextField({ label, error, description, className, ref, ...inputProps }: TextFieldProps) {
  const { id, errorId, descriptionId, aria } = useFieldIds(error, description);
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <input {...inputProps} {...aria} ref={ref} id={id} className={clsx(fieldBoxStyles(error), 'px-4 placeholder:text-muted/80')} />
      <FieldDescription id={descriptionId} description={description} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
