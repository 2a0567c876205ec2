import { useTrans } from '../../i18n/trans';
import { Spinner } from '../../ui/spinner';
import type { ListSearch } from '../../ui/data-table/list-search';
import { AdminPageHeader } from '../layout/admin-page-header';
import { RoleForm } from './role-form';
import { RoleMembers } from './role-members';
import { useRole } from './role-query';

/** /admin/roles/new and /admin/roles/{roleId}/edit: the role, and (once it exists) its members. */
export function RoleEditPage({ roleId, search, onSearch }: { roleId?: number; search: ListSearch; onSearch: (patch: Partial<ListSearch>) => void }) {
  const trans = useTrans();
  const role = useRole(roleId ?? 0);
  if (roleId === undefined) {
    return (
      <div className="flex flex-col gap-6">
        <AdminPageHeader title={trans('New role')} />
        <RoleForm />
      </div>
    );
  }
  if (role.isPending) return <Spinner className="mx-auto mt-10" />;
  if (role.isError) return <p role="alert" className="mt-10 text-center text-muted">{trans('There was an issue loading this page')}</p>;
  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-6">
        <AdminPageHeader title={role.data.name} />
        <RoleForm key={role.data.id} role={role.data} />
      </div>
      {!role.data.guests && (
        <section className="flex flex-col gap-4">
          <h2 className="text-lg font-bold">{trans('Users with this role')}</h2>
          <RoleMembers roleId={role.data.id} search={search} onSearch={onSearch} />
        </section>
      )}
    </div>
  );
}
