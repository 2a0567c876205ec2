import { useMemo } from 'react';
import { useTrans } from '../../i18n/trans';
import { DataTable } from '../../ui/data-table/data-table';
import type { ListRow, TableResource } from '../../ui/data-table/data-table-types';
import type { ListSearch } from '../../ui/data-table/list-search';
import { AdminPageHeader } from '../layout/admin-page-header';
import { useGenreOptions } from './genre-options-query';

type CatalogListPageProps<Row extends ListRow> = {
  title: string;
  description: string;
  /** The table's declaration, given the genre filter's options. */
  table: (genres: { value: string; label: string }[]) => TableResource<Row>;
  search: ListSearch;
  onSearch: (patch: Partial<ListSearch>) => void;
};

/** /admin/tracks, /admin/albums and /admin/artists (admin.access): a header and the resource's table. */
export function CatalogListPage<Row extends ListRow>({ title, description, table, search, onSearch }: CatalogListPageProps<Row>) {
  const trans = useTrans();
  const genres = useGenreOptions();
  const key = genres.map((g) => g.value).join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the genre options change, not on every render
  const resource = useMemo(() => table(genres), [table, key]);
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={trans(title)} description={trans(description)} />
      <DataTable resource={resource} search={search} onSearch={onSearch} />
    </div>
  );
}
