import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { fieldError } from '../../auth/field-error';
import { TextField } from '../../ui/text-field';
import { SelectField } from '../../ui/select-field';
import { buttonStyles, iconButtonStyles } from '../../ui/button-styles';
import { INTERVALS, intervalLabels, newPrice, type PlanFormValues } from './plan-form-values';

/** SPEC section 3's prices: amount, currency, interval and interval_count, up to 10 (the server's limit). */
export function PriceFields({ form }: { form: UseFormReturn<PlanFormValues> }) {
  const trans = useTrans();
  const prices = useFieldArray({ control: form.control, name: 'prices', keyName: 'key' });
  const rootError = form.formState.errors.prices?.root?.message ?? form.formState.errors.prices?.message;
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-divider p-4">
      <legend className="px-1 font-semibold">{trans('Prices')}</legend>
      {prices.fields.map((price, index) => (
        <div key={price.key} className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[1fr_7rem_8rem_7rem_auto]">
          <TextField
            {...form.register(`prices.${index}.amount`, { valueAsNumber: true })}
            type="number"
            step="any"
            min={0}
            inputMode="decimal"
            label={trans('Amount')}
            error={fieldError(form, `prices.${index}.amount`, trans)}
          />
          <TextField
            {...form.register(`prices.${index}.currency`)}
            maxLength={3}
            autoCapitalize="characters"
            label={trans('Currency')}
            error={fieldError(form, `prices.${index}.currency`, trans)}
          />
          <SelectField {...form.register(`prices.${index}.interval`)} defaultValue={price.interval} label={trans('Interval')} error={fieldError(form, `prices.${index}.interval`, trans)}>
            {INTERVALS.map((interval) => (
              <option key={interval} value={interval}>
                {intervalLabels(trans)[interval]}
              </option>
            ))}
          </SelectField>
          <TextField
            {...form.register(`prices.${index}.interval_count`, { valueAsNumber: true })}
            type="number"
            min={1}
            inputMode="numeric"
            label={trans('Every')}
            error={fieldError(form, `prices.${index}.interval_count`, trans)}
          />
          <button
            type="button"
            onClick={() => prices.remove(index)}
            aria-label={trans('Remove price :number', { number: index + 1 })}
            className={iconButtonStyles({ className: 'self-end sm:mb-0.5' })}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
      ))}
      {rootError && (
        <p role="alert" className="text-sm text-danger">
          {trans(rootError)}
        </p>
      )}
      {prices.fields.length < 10 && (
        <button type="button" onClick={() => prices.append(newPrice())} className={buttonStyles({ variant: 'outline', size: 'sm', className: 'self-start' })}>
          <Plus className="size-4" aria-hidden="true" />
          {trans('Add price')}
        </button>
      )}
    </fieldset>
  );
}
