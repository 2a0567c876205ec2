import { useMemo } from 'react';
import { useTrans } from '../../i18n/trans';
import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { DataTable } from '../../ui/data-table/data-table';
import type { ListSearch } from '../../ui/data-table/list-search';
import { openDialog } from '../../ui/dialog/dialog-store';
import { AdminPageHeader } from '../layout/admin-page-header';
import { intervalLabels, intervalPlurals } from '../plans/plan-form-values';
import { NewSubscriptionDialog } from './new-subscription-dialog';
import { priceLabel } from './subscription-state';
import { subscriptionsTable } from './subscriptions-table';

/** /admin/subscriptions (subscriptions.update). */
export function SubscriptionsPage({ search, onSearch }: { search: ListSearch; onSearch: (patch: Partial<ListSearch>) => void }) {
  const trans = useTrans();
  const language = useBootstrap().i18n.language;
  const resource = useMemo(() => {
    const intervals = { one: intervalLabels(trans), many: intervalPlurals(trans) };
    return subscriptionsTable({
      onCreate: () => void openDialog(NewSubscriptionDialog, {}),
      price: (row) => (row.price ? priceLabel(row.price, language, intervals) : ''),
    });
  }, [trans, language]);
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={trans('Subscriptions')} description={trans("Who holds which plan, and until when. Gift a plan, move an end date or cancel; paid subscriptions change at their gateway too.")} />
      <DataTable resource={resource} search={search} onSearch={onSearch} />
    </div>
  );
}
