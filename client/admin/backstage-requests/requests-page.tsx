import { useTrans } from '../../i18n/trans';
import { DataTable } from '../../ui/data-table/data-table';
import type { ListSearch } from '../../ui/data-table/list-search';
import { AdminPageHeader } from '../layout/admin-page-header';
import { requestsTable } from './requests-table';

/** /admin/backstage-requests (admin.access). */
export function BackstageRequestsPage({ search, onSearch }: { search: ListSearch; onSearch: (patch: Partial<ListSearch>) => void }) {
  const trans = useTrans();
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={trans('Backstage requests')} description={trans('Listeners who ask to become, claim or verify an artist. Open one to review it.')} />
      <DataTable resource={requestsTable} search={search} onSearch={onSearch} />
    </div>
  );
}
