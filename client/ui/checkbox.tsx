import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { focusRing } from './button-styles';
import { FieldDescription } from './field-parts';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'children'> & {
  /** The label; may hold links (they stay clickable and do not toggle the box). */
  children: ReactNode;
  /** A validation message (already translated); marks the box invalid. */
  error?: string;
  /** Help text under the label (already translated). */
  description?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A native checkbox (so forms, keyboards and screen readers treat it as one),
 * drawn in the theme's colours with its error announced with it.
 */
export function Checkbox({ children, error, description, className, ref, ...inputProps }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-3">
        <span className="relative mt-0.5 flex size-5 shrink-0">
          <input
            {...inputProps}
            ref={ref}
            id={id}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={clsx(
              'peer size-5 cursor-pointer appearance-none rounded border-2 bg-bg transition',
              'checked:border-primary checked:bg-primary disabled:cursor-not-allowed disabled:opacity-50',
              error ? 'border-danger' : 'border-muted hover:border-fg',
              focusRing,
            )}
          />
          <Check
            aria-hidden="true"
            strokeWidth={3}
            className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-on-primary peer-checked:block"
          />
        </span>
        <label htmlFor={id} className="cursor-pointer text-sm leading-6 text-fg">
          {children}
        </label>
      </div>
      <FieldDescription id={descriptionId} description={description} className="pl-8" />
      {error && (
        <p id={errorId} className="pl-8 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
