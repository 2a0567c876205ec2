import { useMemo } from 'react';
import { useTrans } from '../../i18n/trans';
import { DataTable } from '../../ui/data-table/data-table';
import type { ListSearch } from '../../ui/data-table/list-search';
import { openDialog } from '../../ui/dialog/dialog-store';
import { AdminPageHeader } from '../layout/admin-page-header';
import { GenreDialog } from './genre-dialog';
import { genresTable } from './genres-table';

/** /admin/genres (admin.access). */
export function GenresPage({ search, onSearch }: { search: ListSearch; onSearch: (patch: Partial<ListSearch>) => void }) {
  const trans = useTrans();
  const resource = useMemo(() => genresTable({ onCreate: () => void openDialog(GenreDialog, {}), onEdit: (genre) => void openDialog(GenreDialog, { genre }) }), []);
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={trans('Genres')} description={trans('Genres group tracks and artists; their popularity orders “top genres” channels.')} />
      <DataTable resource={resource} search={search} onSearch={onSearch} />
    </div>
  );
}
