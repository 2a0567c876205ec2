import type { UseFormReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useTrans } from '../../i18n/trans';
import { TextField } from '../../ui/text-field';
import { TextAreaField } from '../../ui/text-area-field';
import { SelectField } from '../../ui/select-field';
import { Checkbox } from '../../ui/checkbox';
import { TimezoneOptions } from '../../i18n/value-list-options';
import { timezonesQuery } from '../../i18n/timezones-query';
import { useLocalizations } from '../../layout/localizations-query';
import type { SettingField as Field } from './settings-types';
import { fieldKey, type FormValues } from './form-values';
import { SecretField } from './secret-field';

type SettingFieldProps = {
  field: Field;
  form: UseFormReturn<FormValues>;
  /** secret: whether a value is stored, and whether the admin asked to remove it. */
  secretSet?: boolean;
  removing?: boolean;
  onToggleRemove?: () => void;
};

/** One declared field, drawn by its kind (settings-types.ts). */
export function SettingField({ field, form, secretSet = false, removing = false, onToggleRemove }: SettingFieldProps) {
  const trans = useTrans();
  const key = fieldKey(field);
  const message = form.formState.errors[key]?.message;
  const common = {
    label: trans(field.label),
    description: field.description ? trans(field.description) : undefined,
    error: message ? trans(String(message)) : undefined,
  };
  switch (field.kind) {
    case 'boolean':
      return (
        <Checkbox {...form.register(key)} description={common.description} error={common.error}>
          {common.label}
        </Checkbox>
      );
    case 'secret':
      return <SecretField {...common} registration={form.register(key)} isSet={secretSet} removing={removing} onToggleRemove={onToggleRemove} />;
    case 'select':
      return (
        // Controlled, so the shown option follows the value when a value list arrives after the first render.
        <SelectField {...common} {...form.register(key)} value={String(form.watch(key) ?? '')}>
          <SelectOptions field={field} current={String(form.watch(key) ?? '')} />
        </SelectField>
      );
    case 'textarea':
    case 'code':
    case 'list':
    case 'policies':
      return (
        <TextAreaField
          {...common}
          {...form.register(key)}
          rows={field.kind === 'code' ? 6 : 4}
          spellCheck={field.kind === 'textarea'}
          placeholder={field.placeholder}
          className={clsx(field.kind === 'code' && '[&_textarea]:font-mono [&_textarea]:text-sm')}
        />
      );
    case 'number':
    case 'size':
      return (
        <TextField
          {...common}
          {...form.register(key)}
          type="number"
          inputMode="decimal"
          min={field.min}
          max={field.max}
          step={field.kind === 'size' ? 'any' : 1}
        />
      );
    default:
      return <TextField {...common} {...form.register(key)} placeholder={field.placeholder} autoComplete="off" />;
  }
}

/** Fixed options, or a value list; the stored value stays listed while the list loads. */
function SelectOptions({ field, current }: { field: Field; current: string }) {
  const trans = useTrans();
  const localizations = useLocalizations(field.options === 'localizations');
  const timezones = useQuery({ ...timezonesQuery(), enabled: field.options === 'timezones' });
  if (field.options === 'timezones' && timezones.data) return <TimezoneOptions />;
  const options =
    field.options === 'localizations' && localizations.data
      ? localizations.data.map((option) => ({ value: option.language, label: option.name }))
      : Array.isArray(field.options)
        ? field.options.map((option) => ({ value: option.value, label: trans(option.label) }))
        : [{ value: current, label: current }];
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
