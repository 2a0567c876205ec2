import { useTrans } from '../../i18n/trans';
import { DataTable } from '../../ui/data-table/data-table';
import type { ListSearch } from '../../ui/data-table/list-search';
import { AdminPageHeader } from '../layout/admin-page-header';
import { channelsTable } from './channels-table';

/** /admin/channels (admin.access). */
export function ChannelsPage({ search, onSearch }: { search: ListSearch; onSearch: (patch: Partial<ListSearch>) => void }) {
  const trans = useTrans();
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={trans('Channels')} description={trans('The home page and the other channel pages: what they list, in which order and how.')} />
      <DataTable resource={channelsTable} search={search} onSearch={onSearch} />
    </div>
  );
}
