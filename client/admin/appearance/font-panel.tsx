import { useId, useState } from 'react';
import clsx from 'clsx';
import { useTrans } from '../../i18n/trans';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';
import type { ThemeFont } from './appearance-types';
import { EDITOR_ROOT } from './editor-sections';
import { MissingItem, PanelHeader } from './panel-header';
import { useFieldErrors } from './use-field-error';
import { useThemeDraft } from './use-theme-draft';
import { WEB_FONTS } from './web-fonts';

const OTHER = 'other';

/**
 * /admin/appearance/themes/{themeIndex}/font: the bundled font, a popular web
 * font, or any family by name (loaded from the web font service, or expected
 * on the visitor's device). The preview loads it; the sample here shows it
 * when this browser has it.
 */
export function FontPanel({ index }: { index: number }) {
  const trans = useTrans();
  const name = useId();
  const { theme, set } = useThemeDraft(index);
  const errorAt = useFieldErrors();
  const family = theme?.font?.family ?? '';
  const [other, setOther] = useState(() => family !== '' && !WEB_FONTS.includes(family));
  const back = { to: `${EDITOR_ROOT}/themes/${index}`, label: theme?.name ?? trans('Themes') };
  if (!theme) return <MissingItem message={trans('This theme does not exist.')} back={{ to: `${EDITOR_ROOT}/themes`, label: trans('Themes') }} />;

  const setFont = (font: ThemeFont | null) => set({ font }, 'font');
  const choice = other ? OTHER : family;
  const choose = (value: string) => {
    setOther(value === OTHER);
    if (value === '') setFont(null);
    else if (value !== OTHER) setFont({ family: value, google: true });
  };
  const options = [{ value: '', label: trans('Default (Inter, served with the app)') }, ...WEB_FONTS.map((font) => ({ value: font, label: font })), { value: OTHER, label: trans('Another family') }];

  return (
    <>
      <PanelHeader title={trans('Font')} back={back} />
      <div className="flex flex-col gap-5">
        <fieldset>
          <legend className="sr-only">{trans('Font family')}</legend>
          <div className="flex flex-col gap-1">
            {options.map((option) => (
              <label
                key={option.value}
                className={clsx('flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 hover:bg-fg/5', choice === option.value && 'bg-primary/10')}
              >
                <input type="radio" name={name} value={option.value} checked={choice === option.value} onChange={() => choose(option.value)} className="size-4 accent-primary" />
                <span className="text-sm" style={option.value && option.value !== OTHER ? { fontFamily: `'${option.value}', sans-serif` } : undefined}>
                  {option.label}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {other && (
          <>
            <TextField
              label={trans('Family name')}
              value={family}
              error={errorAt(`themes.${theme.id}.font`) ?? errorAt(`themes.${theme.id}.font.family`)}
              autoComplete="off"
              placeholder="Source Serif 4"
              onChange={(event) => setFont(event.target.value.trim() ? { family: event.target.value, google: theme.font?.google ?? true } : null)}
            />
            <Checkbox
              checked={theme.font?.google ?? true}
              disabled={!theme.font}
              onChange={(event) => theme.font && setFont({ ...theme.font, google: event.target.checked })}
              description={trans('Off for a font the visitors\' devices already have.')}
            >
              {trans('Load it from the web font service')}
            </Checkbox>
          </>
        )}
        <div className="rounded-lg border border-divider p-4">
          <p className="text-xs font-semibold uppercase text-muted">{trans('Sample')}</p>
          <p className="mt-2 text-2xl" style={{ fontFamily: family ? `'${family}', sans-serif` : undefined }}>
            {trans('The quick brown fox jumps over the lazy dog')}
          </p>
        </div>
      </div>
    </>
  );
}
