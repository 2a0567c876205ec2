import { useTrans } from '../../i18n/trans';
import { Checkbox } from '../../ui/checkbox';
import { SelectField } from '../../ui/select-field';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import { GENERAL_PAGE } from '../settings/pages/site-pages';
import { useAppearanceEditor } from './editor-context';
import { isNewTheme, type GeneralSetting } from './editor-draft';
import { EDITOR_ROOT } from './editor-sections';
import { PanelHeader } from './panel-header';
import { useFieldError } from './use-field-error';

/** The branding fields as admin/settings/general declares them (labels and help). */
const BRANDING_FIELDS = GENERAL_PAGE.sections.flatMap((section) => section.fields).filter((field) => field.name.startsWith('branding.'));

function useSetting(name: GeneralSetting) {
  const { draft, update } = useAppearanceEditor();
  const set = (value: unknown) => update((d) => ({ ...d, settings: { ...d.settings, [name]: value } }), `settings.${name}`);
  return { value: draft.settings[name], set, error: useFieldError(`settings.${name}`) };
}

function BrandingField({ name, label, description, multiline }: { name: GeneralSetting; label: string; description?: string; multiline: boolean }) {
  const trans = useTrans();
  const { value, set, error } = useSetting(name);
  const common = { label: trans(label), description: description ? trans(description) : undefined, error, value: String(value ?? '') };
  return multiline ? (
    <TextAreaField {...common} rows={3} onChange={(event) => set(event.target.value)} />
  ) : (
    <TextField {...common} autoComplete="off" onChange={(event) => set(event.target.value)} />
  );
}

/** /admin/appearance/general: theme switching, the default theme, the site's name and logos. */
export function GeneralPanel() {
  const trans = useTrans();
  const { draft } = useAppearanceEditor();
  const userChange = useSetting('themes.user_change');
  const defaultId = useSetting('themes.default_id');
  const savedThemes = draft.themes.filter((theme) => !isNewTheme(theme));
  return (
    <>
      <PanelHeader title={trans('General')} back={{ to: EDITOR_ROOT, label: trans('Sections') }} />
      <div className="flex flex-col gap-5">
        <Checkbox
          checked={Boolean(userChange.value)}
          onChange={(event) => userChange.set(event.target.checked)}
          error={userChange.error}
          description={trans('Shows the light and dark switch in the account menu.')}
        >
          {trans('Let visitors switch between light and dark')}
        </Checkbox>
        <SelectField
          label={trans('Default theme')}
          value={String(defaultId.value ?? 0)}
          onChange={(event) => defaultId.set(Number(event.target.value))}
          error={defaultId.error}
          description={trans('A new theme can be the default once it is saved.')}
        >
          <option value="0">{trans('System (follows the device)')}</option>
          {savedThemes.map((theme) => (
            <option key={theme.id} value={theme.id}>
              {theme.name}
            </option>
          ))}
        </SelectField>
        {BRANDING_FIELDS.map((field) => (
          <BrandingField key={field.name} name={field.name as GeneralSetting} label={field.label} description={field.description} multiline={field.kind === 'textarea'} />
        ))}
      </div>
    </>
  );
}
