import { useTrans } from '../../i18n/trans';
import { DataTable } from '../../ui/data-table/data-table';
import type { ListSearch } from '../../ui/data-table/list-search';
import { AdminPageHeader } from '../layout/admin-page-header';
import { rolesTable } from './roles-table';

/** /admin/roles (roles.update). */
export function RolesPage({ search, onSearch }: { search: ListSearch; onSearch: (patch: Partial<ListSearch>) => void }) {
  const trans = useTrans();
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={trans('Roles')} description={trans('What each group of accounts, and visitors, may do.')} />
      <DataTable resource={rolesTable} search={search} onSearch={onSearch} />
    </div>
  );
}
