import { useTrans } from '../../i18n/trans';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';
import { ColorField } from './color-field';
import { EDITOR_ROOT } from './editor-sections';
import { MissingItem, PanelHeader } from './panel-header';
import { SectionLinks } from './section-links';
import { isTriplet } from './theme-colors';
import { useFieldErrors } from './use-field-error';
import { useThemeDraft } from './use-theme-draft';

/** /admin/appearance/themes/{themeIndex}: the theme's name, flags and colours. */
export function ThemePanel({ index }: { index: number }) {
  const trans = useTrans();
  const { theme, set } = useThemeDraft(index);
  const errorAt = useFieldErrors();
  const at = `themes.${theme?.id}`;
  const back = { to: `${EDITOR_ROOT}/themes`, label: trans('Themes') };
  if (!theme) return <MissingItem message={trans('This theme does not exist.')} back={back} />;

  const colors = Object.keys(theme.values).filter((name) => isTriplet(theme.values[name]));
  const setColor = (name: string, triplet: string) => set({ values: { ...theme.values, [name]: triplet } }, `values.${name}`);

  return (
    <>
      <PanelHeader title={theme.name || trans('Untitled theme')} back={back} />
      <div className="flex flex-col gap-5">
        <SectionLinks
          label={trans('Theme pages')}
          links={[
            { to: `${EDITOR_ROOT}/themes/${index}/font`, label: trans('Font'), description: theme.font?.family ?? trans('The default font') },
            { to: `${EDITOR_ROOT}/themes/${index}/radius`, label: trans('Corner rounding'), description: theme.radius },
          ]}
        />
        <TextField label={trans('Name')} value={theme.name} error={errorAt(`${at}.name`)} autoComplete="off" onChange={(event) => set({ name: event.target.value }, 'name')} />
        <Checkbox checked={theme.is_dark} onChange={(event) => set({ is_dark: event.target.checked }, 'is_dark')} error={errorAt(`${at}.is_dark`)}>
          {trans('Dark theme')}
        </Checkbox>
        <Checkbox
          checked={theme.default_light}
          disabled={theme.default_light}
          onChange={() => set({ default_light: true }, 'default_light')}
          error={errorAt(`${at}.default_light`)}
          description={theme.default_light ? trans('To change it, make another theme the default light theme.') : undefined}
        >
          {trans('Default light theme')}
        </Checkbox>
        <Checkbox
          checked={theme.default_dark}
          disabled={theme.default_dark}
          onChange={() => set({ default_dark: true }, 'default_dark')}
          error={errorAt(`${at}.default_dark`)}
          description={theme.default_dark ? trans('To change it, make another theme the default dark theme.') : undefined}
        >
          {trans('Default dark theme')}
        </Checkbox>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-3 font-semibold">{trans('Colours')}</legend>
          {errorAt(`${at}.values`) && <p className="text-sm text-danger">{errorAt(`${at}.values`)}</p>}
          {colors.map((name) => (
            <ColorField key={name} name={name} values={theme.values} onChange={(triplet) => setColor(name, triplet)} error={errorAt(`${at}.values.${name}`)} />
          ))}
        </fieldset>
      </div>
    </>
  );
}
