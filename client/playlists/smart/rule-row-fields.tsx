import { useFormContext, useWatch } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { iconButtonStyles } from '../../ui/button-styles';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import type { SmartRulesForm } from './smart-rules-form';
import { fieldLabels, operatorLabels, OPERATORS_BY_TYPE, SMART_FIELDS, valueKind, type SmartField, type SmartOperator } from './smart-vocabulary';

/** The input type of a one-value rule. */
const INPUT_TYPES: Record<string, string> = { text: 'text', date: 'date', number: 'number', days: 'number' };

type RulePath = `rows.${number}` | `rows.${number}.rules.${number}`;

/**
 * One rule: field, operator (only those the field's type takes) and its
 * value input (text, number, two numbers, date, two dates, days, yes/no).
 */
export function RuleRowFields({ path, index, onRemove }: { path: RulePath; index: number; onRemove?: () => void }) {
  const trans = useTrans();
  const form = useFormContext<SmartRulesForm>();
  const field = useWatch({ control: form.control, name: `${path}.field` }) as SmartField;
  const operator = useWatch({ control: form.control, name: `${path}.operator` }) as SmartOperator;
  const operators = OPERATORS_BY_TYPE[SMART_FIELDS[field]];
  const kind = valueKind(field, operator);
  const error = form.getFieldState(`${path}.value`, form.formState).error?.message;
  const label = (name: string) => trans(':name of rule :number', { name, number: index + 1 });

  const fieldRegister = form.register(`${path}.field`, {
    onChange: (event: { target: { value: SmartField } }) => {
      const next = OPERATORS_BY_TYPE[SMART_FIELDS[event.target.value]];
      if (!next.includes(form.getValues(`${path}.operator`))) form.setValue(`${path}.operator`, next[0]);
      if (SMART_FIELDS[event.target.value] === 'boolean') form.setValue(`${path}.value`, 'true');
      else if (SMART_FIELDS[field] === 'boolean' || SMART_FIELDS[event.target.value] !== SMART_FIELDS[field]) form.setValue(`${path}.value`, '');
    },
  });

  const input = (name: 'value' | 'value2', type: string, ariaLabel: string) => (
    <TextField
      {...form.register(`${path}.${name}`)}
      type={type}
      inputMode={type === 'number' ? 'numeric' : undefined}
      label={ariaLabel}
      className="min-w-0 flex-1 basis-32 [&>label]:sr-only"
      error={name === 'value' ? (error ? trans(error) : undefined) : undefined}
    />
  );

  return (
    <div className="flex flex-wrap items-start gap-2" data-testid="smart-rule">
      <SelectField {...fieldRegister} defaultValue={form.getValues(`${path}.field`)} label={label(trans('Field'))} className="min-w-0 flex-1 basis-36 [&>label]:sr-only">
        {Object.entries(fieldLabels(trans)).map(([name, text]) => (
          <option key={name} value={name}>
            {text}
          </option>
        ))}
      </SelectField>
      <SelectField {...form.register(`${path}.operator`)} defaultValue={form.getValues(`${path}.operator`)} label={label(trans('Operator'))} className="min-w-0 flex-1 basis-36 [&>label]:sr-only">
        {operators.map((name) => (
          <option key={name} value={name}>
            {operatorLabels(trans)[name]}
          </option>
        ))}
      </SelectField>
      {kind === 'boolean' ? (
        <SelectField {...form.register(`${path}.value`)} defaultValue={form.getValues(`${path}.value`)} label={label(trans('Value'))} className="min-w-0 flex-1 basis-32 [&>label]:sr-only">
          <option value="true">{trans('Yes')}</option>
          <option value="false">{trans('No')}</option>
        </SelectField>
      ) : kind === 'range' || kind === 'dateRange' ? (
        <>
          {input('value', kind === 'range' ? 'number' : 'date', label(trans('From')))}
          {input('value2', kind === 'range' ? 'number' : 'date', label(trans('To')))}
        </>
      ) : (
        input('value', INPUT_TYPES[kind], label(kind === 'days' ? trans('Days') : trans('Value')))
      )}
      {onRemove && (
        <button type="button" onClick={onRemove} aria-label={trans('Remove rule :number', { number: index + 1 })} className={iconButtonStyles({ className: 'mt-0.5' })}>
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
