import clsx from 'clsx';
import { useTrans } from '../i18n/trans';
import { focusRing } from '../ui/button-styles';
import type { BillingCycle } from './pricing-rules';

type BillingCycleToggleProps = { value: BillingCycle; onChange: (cycle: BillingCycle) => void; saving: number | null };

/** SPEC section 2, Pricing: the monthly/yearly toggle; native radios, so arrow keys move between them. */
export function BillingCycleToggle({ value, onChange, saving }: BillingCycleToggleProps) {
  const trans = useTrans();
  const options: { cycle: BillingCycle; label: string }[] = [
    { cycle: 'monthly', label: trans('Monthly') },
    { cycle: 'yearly', label: trans('Yearly') },
  ];
  return (
    <fieldset className="flex flex-col items-center gap-2">
      <legend className="sr-only">{trans('Billing cycle')}</legend>
      <div className="inline-flex rounded-full border border-divider bg-bg-alt p-1">
        {options.map(({ cycle, label }) => (
          <label
            key={cycle}
            className={clsx(
              'relative cursor-pointer rounded-full px-5 py-2 text-sm font-semibold transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary',
              value === cycle ? 'bg-primary text-on-primary shadow-sm' : 'text-muted hover:text-fg',
            )}
          >
            <input type="radio" name="billing-cycle" value={cycle} checked={value === cycle} onChange={() => onChange(cycle)} className={clsx('sr-only', focusRing)} />
            {label}
          </label>
        ))}
      </div>
      {saving !== null && <p className="text-sm font-semibold text-positive">{trans('Save up to :percentage% with a yearly plan', { percentage: saving })}</p>}
    </fieldset>
  );
}
