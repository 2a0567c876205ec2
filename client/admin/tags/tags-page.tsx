import { useMemo } from 'react';
import { useTrans } from '../../i18n/trans';
import { DataTable } from '../../ui/data-table/data-table';
import type { ListSearch } from '../../ui/data-table/list-search';
import { openDialog } from '../../ui/dialog/dialog-store';
import { AdminPageHeader } from '../layout/admin-page-header';
import { TagDialog } from './tag-dialog';
import { tagsTable } from './tags-table';

/** /admin/tags (tags.update). */
export function TagsPage({ search, onSearch }: { search: ListSearch; onSearch: (patch: Partial<ListSearch>) => void }) {
  const trans = useTrans();
  const resource = useMemo(() => tagsTable({ onCreate: () => void openDialog(TagDialog, {}), onEdit: (tag) => void openDialog(TagDialog, { tag }) }), []);
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={trans('Tags')} description={trans('Tags describe tracks and albums, and each has a page of its own.')} />
      <DataTable resource={resource} search={search} onSearch={onSearch} />
    </div>
  );
}
