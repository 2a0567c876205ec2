import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTrans } from '../../i18n/trans';
import { DataTable } from '../../ui/data-table/data-table';
import type { ListSearch } from '../../ui/data-table/list-search';
import { openDialog } from '../../ui/dialog/dialog-store';
import { AdminPageHeader } from '../layout/admin-page-header';
import { CreateUserDialog } from './create-user-dialog';
import { useAllRoles } from './roles-query';
import { usersTable } from './users-table';

/** /admin/users (users.update). */
export function UsersPage({ search, onSearch }: { search: ListSearch; onSearch: (patch: Partial<ListSearch>) => void }) {
  const trans = useTrans();
  const navigate = useNavigate();
  const roles = useAllRoles();
  const resource = useMemo(
    () =>
      usersTable(roles.data ?? [], async () => {
        const id = await openDialog<number>(CreateUserDialog, {});
        if (id) void navigate({ to: '/admin/users/$userId/details', params: { userId: id } });
      }),
    [roles.data, navigate],
  );
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={trans('Users')} />
      <DataTable resource={resource} search={search} onSearch={onSearch} />
    </div>
  );
}
