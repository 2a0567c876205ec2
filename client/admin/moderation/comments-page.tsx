import { useMemo } from 'react';
import { useTrans } from '../../i18n/trans';
import { DataTable } from '../../ui/data-table/data-table';
import type { ListSearch } from '../../ui/data-table/list-search';
import { AdminPageHeader } from '../layout/admin-page-header';
import { commentsTable } from './comments-table';

/** /admin/comments (admin.access). */
export function CommentsPage({ search, onSearch }: { search: ListSearch; onSearch: (patch: Partial<ListSearch>) => void }) {
  const trans = useTrans();
  const resource = useMemo(() => commentsTable(), []);
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={trans('Comments')} description={trans('Comments on tracks and albums. Hidden comments leave every listener’s view and can be restored.')} />
      <DataTable resource={resource} search={search} onSearch={onSearch} />
    </div>
  );
}
