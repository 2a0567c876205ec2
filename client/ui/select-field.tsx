import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { FieldDescription, FieldError, fieldBoxStyles, useFieldIds } from './field-parts';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  /** A validation message (already translated); marks the select invalid. */
  error?: string;
  /** Help text under the select (already translated). */
  description?: string;
  /** `<option>`s and `<optgroup>`s. */
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/**
 * A labelled native select, styled like TextField. Native on purpose: long
 * lists (timezones, countries) get the platform's picker and type-ahead, which
 * is best on touch devices.
 */
export function SelectField({ label, error, description, className, ref, children, ...selectProps }: SelectFieldProps) {
  const { id, errorId, descriptionId, aria } = useFieldIds(error, description);
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <div className="relative">
        <select
          {...selectProps}
          {...aria}
          ref={ref}
          id={id}
          className={clsx(fieldBoxStyles(error), 'cursor-pointer appearance-none pl-4 pr-10 disabled:cursor-default disabled:opacity-60')}
        >
          {children}
        </select>
        <ChevronDown className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
      </div>
      <FieldDescription id={descriptionId} description={description} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
