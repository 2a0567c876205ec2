import { useTrans } from '../../i18n/trans';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import type { SeoPage, SeoTemplate } from './appearance-types';
import { useAppearanceEditor } from './editor-context';
import { EDITOR_ROOT } from './editor-sections';
import { PanelHeader } from './panel-header';
import { useFieldErrors } from './use-field-error';

/** SPEC section 2's page types whose tags the templates write. */
const PAGE_LABELS: Record<SeoPage, { label: string }> = {
  artist: { label: 'Artist page' },
  album: { label: 'Album page' },
  track: { label: 'Track page' },
  playlist: { label: 'Playlist page' },
  landing: { label: 'Landing page' },
  channel: { label: 'Channel page' },
  user: { label: 'User profile' },
  search: { label: 'Search results' },
};

/**
 * /admin/appearance/seo-settings: each page type's title and description
 * templates, with the placeholders it may use. The HTML shell writes them
 * into the page's title, description and social tags, so the preview shows
 * them only after a save (in the page source); it opens a track page meanwhile.
 */
export function SeoPanel() {
  const trans = useTrans();
  const { draft, base, update } = useAppearanceEditor();
  const errorAt = useFieldErrors();
  const set = (page: SeoPage, field: keyof SeoTemplate, value: string) =>
    update((d) => ({ ...d, seo: { ...d.seo, [page]: { ...d.seo[page], [field]: value } } }), `seo.${page}.${field}`);

  return (
    <>
      <PanelHeader
        title={trans('SEO settings')}
        back={{ to: EDITOR_ROOT, label: trans('Sections') }}
        description={trans('Titles and descriptions that search engines and link previews show. They reach the page source once saved.')}
      />
      <div className="flex flex-col gap-4">
        {(Object.keys(draft.seo) as SeoPage[]).map((page) => {
          const placeholders = base.seo_placeholders[page] ?? [];
          return (
            <fieldset key={page} className="flex flex-col gap-4 rounded-lg border border-divider p-4">
              <legend className="px-1 text-sm font-semibold">{trans(PAGE_LABELS[page]?.label ?? page)}</legend>
              <TextField label={trans('Title')} value={draft.seo[page].title} error={errorAt(`seo.${page}.title`)} autoComplete="off" spellCheck={false} onChange={(event) => set(page, 'title', event.target.value)} />
              <TextAreaField label={trans('Description')} rows={2} value={draft.seo[page].description} error={errorAt(`seo.${page}.description`)} onChange={(event) => set(page, 'description', event.target.value)} />
              {placeholders.length > 0 && (
                <div className="text-xs text-muted">
                  <span>{trans('Placeholders:')}</span>{' '}
                  <ul className="inline">
                    {placeholders.map((placeholder) => (
                      <li key={placeholder} className="mr-1 inline-block">
                        <code className="rounded bg-fg/10 px-1 py-0.5 font-mono">{`{{${placeholder}}}`}</code>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </fieldset>
          );
        })}
      </div>
    </>
  );
}
