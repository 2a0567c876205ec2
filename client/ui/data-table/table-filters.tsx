import clsx from 'clsx';
import { useTrans } from '../../i18n/trans';
import type { FilterField } from './data-table-types';
import type { ListSearch } from './list-search';

const controlClass = 'h-9 rounded-md border border-divider bg-bg px-2 text-sm text-fg';

type TableFiltersProps = {
  fields: FilterField[];
  search: ListSearch;
  onChange: (name: string, value: string | undefined) => void;
};

/** One control per filter; choosing "Any" (or clearing a date) removes it from the URL. */
export function TableFilters({ fields, search, onChange }: TableFiltersProps) {
  const trans = useTrans();
  return (
    <div className="flex flex-wrap items-end gap-3" role="group" aria-label={trans('Filters')}>
      {fields.map((field) => {
        const value = (search[field.name] as string | undefined) ?? '';
        const set = (next: string) => onChange(field.name, next || undefined);
        return (
          <label key={field.name} className="flex flex-col gap-1 text-xs font-semibold text-muted">
            {trans(field.label)}
            {field.kind === 'date' ? (
              <input type="date" value={value} onChange={(e) => set(e.target.value)} className={controlClass} />
            ) : field.kind === 'text' ? (
              <input
                type="search"
                inputMode={field.numeric ? 'numeric' : undefined}
                value={value}
                onChange={(e) => set(e.target.value.trim())}
                className={clsx(controlClass, 'w-28')}
              />
            ) : (
              <select value={value} onChange={(e) => set(e.target.value)} className={controlClass}>
                <option value="">{trans('Any')}</option>
                {field.kind === 'boolean' ? (
                  <>
                    <option value="true">{trans(field.trueLabel ?? 'Yes')}</option>
                    <option value="false">{trans(field.falseLabel ?? 'No')}</option>
                  </>
                ) : (
                  field.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {trans(option.label)}
                    </option>
                  ))
                )}
              </select>
            )}
          </label>
        );
      })}
    </div>
  );
}
