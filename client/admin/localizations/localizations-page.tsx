import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTrans } from '../../i18n/trans';
import { DataTable } from '../../ui/data-table/data-table';
import type { ListSearch } from '../../ui/data-table/list-search';
import { openDialog } from '../../ui/dialog/dialog-store';
import { AdminPageHeader } from '../layout/admin-page-header';
import { LocalizationDialog } from './localization-dialog';
import { localizationsTable } from './localizations-table';

/** /admin/localizations (localizations.update). */
export function LocalizationsPage({ search, onSearch }: { search: ListSearch; onSearch: (patch: Partial<ListSearch>) => void }) {
  const trans = useTrans();
  const navigate = useNavigate();
  const resource = useMemo(
    () =>
      localizationsTable({
        onCreate: async () => {
          const id = await openDialog<number>(LocalizationDialog, {});
          if (id) void navigate({ to: '/admin/localizations/$localeId/translate', params: { localeId: id } });
        },
        onRename: (localization) => void openDialog(LocalizationDialog, { localization }),
      }),
    [navigate],
  );
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={trans('Localizations')} description={trans('The languages of the interface. English is the source of every translation.')} />
      <DataTable resource={resource} search={search} onSearch={onSearch} />
    </div>
  );
}
