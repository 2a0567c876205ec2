import { useTrans } from '../../i18n/trans';
import { AdminPageHeader } from '../layout/admin-page-header';
import { ClearCacheAction } from './clear-cache-action';
import { SettingsForm } from './settings-form';
import { settingsPage } from './settings-pages';

/** admin/settings/{page}: the page's explanation, its action and its declared form. */
export function SettingsSubpage({ id }: { id: string }) {
  const trans = useTrans();
  const page = settingsPage(id);
  if (!page) return null;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <AdminPageHeader title={trans(page.title)} description={trans(page.description)} />
      {page.notes && (
        <div className="flex max-w-2xl flex-col gap-3 rounded-lg bg-bg-alt p-5 text-sm leading-relaxed text-muted">
          {page.notes.map((note) => (
            <p key={note}>{trans(note)}</p>
          ))}
        </div>
      )}
      {page.action === 'clear-cache' && <ClearCacheAction />}
      {page.sections.length > 0 && <SettingsForm key={page.id} sections={page.sections} beforeSave={page.beforeSave} />}
    </div>
  );
}
