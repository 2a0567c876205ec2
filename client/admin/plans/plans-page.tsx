import { useTrans } from '../../i18n/trans';
import { DataTable } from '../../ui/data-table/data-table';
import type { ListSearch } from '../../ui/data-table/list-search';
import { AdminPageHeader } from '../layout/admin-page-header';
import { plansTable } from './plans-table';

/** /admin/plans (plans.update). */
export function PlansPage({ search, onSearch }: { search: ListSearch; onSearch: (patch: Partial<ListSearch>) => void }) {
  const trans = useTrans();
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={trans('Plans')} description={trans('The subscription plans on the pricing page, their prices and what they grant.')} />
      <DataTable resource={plansTable} search={search} onSearch={onSearch} />
    </div>
  );
}
