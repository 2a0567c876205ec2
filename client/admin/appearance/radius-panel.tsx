import { useId } from 'react';
import clsx from 'clsx';
import { useTrans } from '../../i18n/trans';
import { EDITOR_ROOT } from './editor-sections';
import { MissingItem, PanelHeader } from './panel-header';
import { useFieldErrors } from './use-field-error';
import { useThemeDraft } from './use-theme-draft';

/** The corner roundings offered (`--be-radius`). */
const RADII = [
  { value: '0', label: 'Square' },
  { value: '0.25rem', label: 'Slightly rounded' },
  { value: '0.5rem', label: 'Rounded' },
  { value: '0.75rem', label: 'More rounded' },
  { value: '1rem', label: 'Most rounded' },
];

/** /admin/appearance/themes/{themeIndex}/radius: how round cards, inputs and images are. */
export function RadiusPanel({ index }: { index: number }) {
  const trans = useTrans();
  const name = useId();
  const { theme, set } = useThemeDraft(index);
  const errorAt = useFieldErrors();
  if (!theme) return <MissingItem message={trans('This theme does not exist.')} back={{ to: `${EDITOR_ROOT}/themes`, label: trans('Themes') }} />;
  const options = RADII.some((radius) => radius.value === theme.radius) ? RADII : [...RADII, { value: theme.radius, label: 'Current' }];
  const error = errorAt(`themes.${theme.id}.radius`);

  return (
    <>
      <PanelHeader title={trans('Corner rounding')} back={{ to: `${EDITOR_ROOT}/themes/${index}`, label: theme.name }} />
      <fieldset aria-describedby={error ? `${name}-error` : undefined}>
        <legend className="sr-only">{trans('Corner rounding')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {options.map((option) => (
            <label
              key={option.value}
              className={clsx(
                'flex cursor-pointer flex-col items-center gap-2 rounded-lg border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary',
                theme.radius === option.value ? 'border-primary bg-primary/10' : 'border-divider hover:bg-fg/5',
              )}
            >
              <input type="radio" name={name} value={option.value} checked={theme.radius === option.value} onChange={() => set({ radius: option.value }, 'radius')} className="sr-only" />
              <span aria-hidden="true" className="h-10 w-16 border-2 border-primary bg-primary/20" style={{ borderRadius: option.value === '0' ? 0 : option.value }} />
              <span className="text-sm">{trans(option.label)}</span>
              <span className="font-mono text-xs text-muted">{option.value}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p id={`${name}-error`} className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </>
  );
}
