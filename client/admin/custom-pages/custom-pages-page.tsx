import { useTrans } from '../../i18n/trans';
import { DataTable } from '../../ui/data-table/data-table';
import type { ListSearch } from '../../ui/data-table/list-search';
import { AdminPageHeader } from '../layout/admin-page-header';
import { customPagesTable } from './custom-pages-table';

/** /admin/custom-pages (custom_pages.update). */
export function CustomPagesPage({ search, onSearch }: { search: ListSearch; onSearch: (patch: Partial<ListSearch>) => void }) {
  const trans = useTrans();
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={trans('Custom pages')} description={trans('Pages such as your privacy policy and terms of service.')} />
      <DataTable resource={customPagesTable} search={search} onSearch={onSearch} />
    </div>
  );
}
