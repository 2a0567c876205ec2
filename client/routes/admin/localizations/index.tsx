import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { listSearchSchema } from '../../../ui/data-table/list-search';
import { LocalizationsPage } from '../../../admin/localizations/localizations-page';
import { useListRoute } from '../../../admin/use-list-route';

/** SPEC section 2: admin/localizations (localizations.update). */
export const Route = createFileRoute('/admin/localizations/')({
  beforeLoad: guard({ permission: 'localizations.update' }),
  validateSearch: listSearchSchema,
  staticData: { crumb: 'Localizations' },
  component: function Localizations() {
    return <LocalizationsPage {...useListRoute(Route.useSearch())} />;
  },
});
