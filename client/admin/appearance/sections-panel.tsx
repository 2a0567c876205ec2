import { useTrans } from '../../i18n/trans';
import { EDITOR_ROOT, EDITOR_SECTIONS } from './editor-sections';
import { PanelHeader } from './panel-header';
import { SectionLinks } from './section-links';

/** /admin/appearance: the editor's sections. */
export function SectionsPanel() {
  const trans = useTrans();
  return (
    <>
      <PanelHeader title={trans('Sections')} description={trans('Changes show in the preview as you make them and reach visitors when you save.')} />
      <SectionLinks label={trans('Appearance sections')} links={EDITOR_SECTIONS.map((section) => ({ to: `${EDITOR_ROOT}/${section.path}`, label: trans(section.label), description: trans(section.description) }))} />
    </>
  );
}
