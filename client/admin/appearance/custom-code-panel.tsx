import { useTrans } from '../../i18n/trans';
import { TextAreaField } from '../../ui/text-area-field';
import { useAppearanceEditor } from './editor-context';
import { EDITOR_ROOT } from './editor-sections';
import { PanelHeader } from './panel-header';
import { useFieldErrors } from './use-field-error';

/** /admin/appearance/custom-code: CSS and HTML every page carries, shown in the preview as typed. */
export function CustomCodePanel() {
  const trans = useTrans();
  const { draft, update } = useAppearanceEditor();
  const errorAt = useFieldErrors();
  const set = (mode: 'css' | 'html', value: string) => update((d) => ({ ...d, custom_code: { ...d.custom_code, [mode]: value } }), `custom_code.${mode}`);
  const code = 'font-mono text-sm [&_textarea]:font-mono [&_textarea]:text-sm';
  return (
    <>
      <PanelHeader title={trans('Custom code')} back={{ to: EDITOR_ROOT, label: trans('Sections') }} description={trans('Added to every page of the site, for every visitor.')} />
      <div className="flex flex-col gap-5">
        <TextAreaField
          label={trans('Custom CSS')}
          description={trans('Goes into a style element in the page head.')}
          rows={12}
          spellCheck={false}
          placeholder=".landing-hero { letter-spacing: -0.02em; }"
          value={draft.custom_code.css}
          error={errorAt('custom_code.css')}
          onChange={(event) => set('css', event.target.value)}
          className={code}
        />
        <TextAreaField
          label={trans('Custom HTML')}
          description={trans('Goes into an element at the start of the page body.')}
          rows={12}
          spellCheck={false}
          value={draft.custom_code.html}
          error={errorAt('custom_code.html')}
          onChange={(event) => set('html', event.target.value)}
          className={code}
        />
      </div>
    </>
  );
}
