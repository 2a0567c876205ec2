import { useId, type InputHTMLAttributes, type Ref } from 'react';
import clsx from 'clsx';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** A validation message (already translated); marks the input invalid. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose error is announced with it (aria-invalid + aria-describedby). */
export function TextField({ label, error, className, ref, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <input
        {...inputProps}
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={clsx(
          'h-12 w-full rounded-lg border bg-bg px-4 text-base text-fg transition placeholder:text-muted/80',
          'outline-none focus:border-primary focus:ring-2 focus:ring-primary/40',
          error ? 'border-danger' : 'border-divider hover:border-fg/40',
        )}
      />
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
