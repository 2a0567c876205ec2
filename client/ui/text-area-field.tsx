import type { Ref, TextareaHTMLAttributes } from 'react';
import clsx from 'clsx';
import { FieldDescription, FieldError, fieldBoxStyles, useFieldIds } from './field-parts';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string;
  description?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled textarea styled like TextField (descriptions, lyrics). */
export function TextAreaField({ label, error, description, className, ref, ...props }: TextAreaFieldProps) {
  const { id, errorId, descriptionId, aria } = useFieldIds(error, description);
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <textarea {...props} {...aria} ref={ref} id={id} className={clsx(fieldBoxStyles(error), 'h-auto resize-y px-4 py-3 placeholder:text-muted/80')} />
      <FieldDescription id={descriptionId} description={description} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
