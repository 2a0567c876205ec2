import { useId, useState } from 'react';
import clsx from 'clsx';
import { Ban } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { focusRing } from '../../ui/button-styles';
import { MENU_ICONS } from '../../layout/menu-icon';

type IconPickerProps = { value: string | undefined; onChange: (icon: string | undefined) => void };

/**
 * The icons menus can show (client/layout/menu-icon.tsx draws them by the
 * same names), as a grid of toggle buttons filtered by a search.
 */
export function IconPicker({ value, onChange }: IconPickerProps) {
  const trans = useTrans();
  const id = useId();
  const [query, setQuery] = useState('');
  const names = Object.keys(MENU_ICONS).filter((name) => name.includes(query.trim().toLowerCase()));
  const tile = (selected: boolean) =>
    clsx('flex flex-col items-center gap-1 rounded-lg border p-2 text-[11px] leading-tight', selected ? 'border-primary bg-primary/10 text-fg' : 'border-divider text-muted hover:bg-fg/5 hover:text-fg', focusRing);

  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="text-sm font-semibold">
        {trans('Icon')}
      </span>
      <input
        type="search"
        aria-label={trans('Search icons')}
        placeholder={trans('Search icons')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="h-10 w-full rounded-lg border border-divider bg-bg px-3 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/40"
      />
      <div className="grid grid-cols-4 gap-1.5 sm:grid-cols-5">
        <button type="button" aria-pressed={!value} onClick={() => onChange(undefined)} className={tile(!value)}>
          <Ban className="size-5" aria-hidden="true" />
          {trans('None')}
        </button>
        {names.map((name) => {
          const Icon = MENU_ICONS[name];
          return (
            <button key={name} type="button" aria-pressed={value === name} onClick={() => onChange(name)} className={tile(value === name)}>
              <Icon className="size-5" aria-hidden="true" />
              <span className="max-w-full truncate">{name}</span>
            </button>
          );
        })}
      </div>
      {names.length === 0 && <p className="text-xs text-muted">{trans('No icon matches.')}</p>}
    </div>
  );
}
