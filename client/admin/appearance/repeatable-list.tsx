import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { buttonStyles, iconButtonStyles } from '../../ui/button-styles';
import { step } from '../../backstage/move-item';

type RepeatableListProps<T> = {
  items: T[];
  onChange: (items: T[]) => void;
  /** The fields of one entry; `set` replaces it. */
  render: (item: T, index: number, set: (next: T) => void) => ReactNode;
  /** A heading for the entry (already translated), e.g. "Button 2". */
  itemLabel: (index: number) => string;
  create: () => T;
  addLabel: string;
  max: number;
  emptyText: string;
};

/** The landing page's buttons and features: entries with their fields, moved a step up or down, removed, added up to `max`. */
export function RepeatableList<T>({ items, onChange, render, itemLabel, create, addLabel, max, emptyText }: RepeatableListProps<T>) {
  const trans = useTrans();
  const replace = (index: number, next: T) => onChange(items.map((item, i) => (i === index ? next : item)));
  return (
    <div className="flex flex-col gap-4">
      {items.length === 0 && <p className="text-sm text-muted">{emptyText}</p>}
      {items.map((item, index) => {
        const label = itemLabel(index);
        return (
          <section key={index} aria-label={label} className="flex flex-col gap-4 rounded-lg border border-divider p-4">
            <div className="flex items-center gap-1">
              <h3 className="flex-1 text-sm font-semibold">{label}</h3>
              <button type="button" aria-label={trans('Move :name up', { name: label })} disabled={index === 0} onClick={() => onChange(step(items, item, -1))} className={iconButtonStyles({ size: 'sm' })}>
                <ArrowUp className="size-4" aria-hidden="true" />
              </button>
              <button type="button" aria-label={trans('Move :name down', { name: label })} disabled={index === items.length - 1} onClick={() => onChange(step(items, item, 1))} className={iconButtonStyles({ size: 'sm' })}>
                <ArrowDown className="size-4" aria-hidden="true" />
              </button>
              <button type="button" aria-label={trans('Remove :name', { name: label })} onClick={() => onChange(items.filter((_, i) => i !== index))} className={iconButtonStyles({ size: 'sm' })}>
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </div>
            {render(item, index, (next) => replace(index, next))}
          </section>
        );
      })}
      <button type="button" disabled={items.length >= max} onClick={() => onChange([...items, create()])} className={buttonStyles({ variant: 'outline', size: 'sm', className: 'self-start' })}>
        <Plus className="size-4" aria-hidden="true" />
        {addLabel}
      </button>
    </div>
  );
}
