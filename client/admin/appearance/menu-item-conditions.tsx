import { useState } from 'react';
import { Plus, X } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { buttonStyles, iconButtonStyles } from '../../ui/button-styles';
import { Checkbox } from '../../ui/checkbox';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useAllRoles } from '../users/roles-query';
import type { MenuItem } from './appearance-types';

type ConditionsProps = {
  item: MenuItem;
  onChange: (patch: Partial<MenuItem>, field: string) => void;
  errorAt: (field: string) => string | undefined;
};

/** A typed value as the setting it is compared with holds it: true/false and numbers as such, else text. */
export function settingValue(text: string): unknown {
  if (text === 'true' || text === 'false') return text === 'true';
  return text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
}

const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** SPEC section 5, menu item visibility: roles, permissions, settings conditions and subscription status, all of which must hold. */
export function MenuItemConditions({ item, onChange, errorAt }: ConditionsProps) {
  const trans = useTrans();
  const roles = useAllRoles();
  const chosen = item.roles ?? [];
  const settings = Object.entries(item.settings ?? {});
  const setSettings = (entries: [string, unknown][]) => onChange({ settings: entries.length ? Object.fromEntries(entries) : undefined }, 'settings');

  return (
    <fieldset className="flex flex-col gap-5 rounded-lg border border-divider p-4">
      <legend className="px-1 text-sm font-semibold">{trans('Who sees it')}</legend>
      <div className="flex flex-col gap-2">
        <span className="text-sm font-semibold">{trans('Roles (all of them needed)')}</span>
        {roles.isPending && <p className="text-xs text-muted">{trans('Loading roles…')}</p>}
        {roles.isError && <p className="text-xs text-muted">{trans('The roles could not be loaded; the chosen ones stay as they are.')}</p>}
        {roles.data?.map((role) => (
          <Checkbox
            key={role.id}
            checked={chosen.includes(role.id)}
            onChange={(event) => onChange({ roles: event.target.checked ? [...chosen, role.id] : chosen.filter((id) => id !== role.id) }, 'roles')}
          >
            {role.name}
          </Checkbox>
        ))}
        {errorAt('roles') && <p className="text-sm text-danger">{errorAt('roles')}</p>}
      </div>
      <PermissionsField value={item.permissions ?? []} error={errorAt('permissions')} onChange={(permissions) => onChange({ permissions }, 'permissions')} />
      <div className="flex flex-col gap-2">
        <span className="text-sm font-semibold">{trans('Settings that must have a value')}</span>
        {settings.map(([name, value], index) => (
          <div key={index} className="flex items-end gap-2">
            <TextField
              label={trans('Setting')}
              className="min-w-0 flex-1"
              value={name}
              placeholder="billing.enable"
              autoComplete="off"
              onChange={(event) => setSettings(settings.map((entry, i) => (i === index ? [event.target.value, entry[1]] : entry)))}
            />
            <TextField
              label={trans('Value')}
              className="w-28"
              value={String(value)}
              placeholder="true"
              autoComplete="off"
              onChange={(event) => setSettings(settings.map((entry, i) => (i === index ? [entry[0], settingValue(event.target.value)] : entry)))}
            />
            <button type="button" aria-label={trans('Remove condition :number', { number: index + 1 })} onClick={() => setSettings(settings.filter((_, i) => i !== index))} className={iconButtonStyles({ size: 'md' })}>
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        ))}
        {errorAt('settings') && <p className="text-sm text-danger">{errorAt('settings')}</p>}
        <button type="button" onClick={() => setSettings([...settings, ['', true]])} className={buttonStyles({ variant: 'outline', size: 'sm', className: 'self-start' })}>
          <Plus className="size-4" aria-hidden="true" />
          {trans('Add setting condition')}
        </button>
      </div>
      <SelectField
        label={trans('Subscription')}
        value={item.subscriptionStatus ?? ''}
        error={errorAt('subscriptionStatus')}
        onChange={(event) => onChange({ subscriptionStatus: (event.target.value || undefined) as MenuItem['subscriptionStatus'] }, 'subscriptionStatus')}
      >
        <option value="">{trans('Anyone')}</option>
        <option value="subscribed">{trans('Subscribers only')}</option>
        <option value="unsubscribed">{trans('Only those without a subscription')}</option>
      </SelectField>
    </fieldset>
  );
}

/** Permission names typed with commas between; the text stays as typed (a trailing comma too) while it means the same list. */
function PermissionsField({ value, error, onChange }: { value: string[]; error?: string; onChange: (permissions: string[]) => void }) {
  const trans = useTrans();
  const [text, setText] = useState(value.join(', '));
  const shown = list(text).join(',') === value.join(',') ? text : value.join(', ');
  return (
    <TextField
      label={trans('Permissions (all of them needed)')}
      description={trans('Permission names separated by commas, e.g. admin.access.')}
      value={shown}
      error={error}
      autoComplete="off"
      onChange={(event) => {
        setText(event.target.value);
        onChange(list(event.target.value));
      }}
    />
  );
}
