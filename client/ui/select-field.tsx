import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  /** A validation message (already translated); marks the select invalid. */
  error?: string;
  /** `<option>`s and `<optgroup>`s. */
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/**
 * A labelled native select, styled like TextField. Native on purpose: long
 * lists (timezones, countries) get the platform's picker and type-ahead, which
 * is best on touch devices.
 */
export function SelectField({ label, error, className, ref, children, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <div className="relative">
        <select
          {...selectProps}
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx(
            'h-12 w-full cursor-pointer appearance-none rounded-lg border bg-bg pl-4 pr-10 text-base text-fg transition',
            'outline-none focus:border-primary focus:ring-2 focus:ring-primary/40 disabled:cursor-default disabled:opacity-60',
            error ? 'border-danger' : 'border-divider hover:border-fg/40',
          )}
        >
          {children}
        </select>
        <ChevronDown className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
