import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTrans } from '../../i18n/trans';
import { DataTable } from '../../ui/data-table/data-table';
import type { ListSearch } from '../../ui/data-table/list-search';
import { ADMIN_LIST_KEY } from '../../ui/data-table/use-list-query';
import { AdminPageHeader } from '../layout/admin-page-header';
import { filesTable } from './files-table';

/** /admin/files (files.update). */
export function FilesPage({ search, onSearch }: { search: ListSearch; onSearch: (patch: Partial<ListSearch>) => void }) {
  const trans = useTrans();
  const queryClient = useQueryClient();
  const resource = useMemo(() => filesTable(() => void queryClient.invalidateQueries({ queryKey: [ADMIN_LIST_KEY, 'file-entries'] })), [queryClient]);
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={trans('Files')} description={trans('Everything users have uploaded, with who uploaded it.')} />
      <DataTable resource={resource} search={search} onSearch={onSearch} />
    </div>
  );
}
