import { useId } from 'react';
import clsx from 'clsx';
import { ChevronDown, Globe } from 'lucide-react';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { useChangeLocale } from './change-locale';
import { useLocalizations } from './localizations-query';

/** A native select (best on touch devices) styled as a pill; hidden until the list loads. */
export function LanguagePicker({ className }: { className?: string }) {
  const trans = useTrans();
  const id = useId();
  const current = useBootstrap().i18n;
  const { data: localizations } = useLocalizations();
  const change = useChangeLocale();
  if (!localizations?.length) return null;

  const options = localizations.some((l) => l.language === current.language)
    ? localizations
    : [{ language: current.language, name: current.name }, ...localizations];

  return (
    <div className={clsx('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {trans('Language')}
      </label>
      <Globe className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
      <select
        id={id}
        value={current.language}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.target.value)}
        className={clsx(
          'h-9 cursor-pointer appearance-none rounded-full border border-divider bg-transparent pl-9 pr-9 text-sm font-medium text-fg transition',
          'outline-none hover:border-fg/40 focus-visible:ring-2 focus-visible:ring-primary disabled:opacity-60',
        )}
      >
        {options.map((option) => (
          <option key={option.language} value={option.language} className="bg-paper text-fg">
            {option.name}
          </option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
    </div>
  );
}
