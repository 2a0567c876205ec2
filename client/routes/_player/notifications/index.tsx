import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { intBetween } from '../../../routing/search-values';
import { guard } from '../../../auth/route-guards';
import { notificationsQuery } from '../../../notifications/notifications-query';
import { NotificationsPage } from '../../../notifications/notifications-page';

const searchSchema = (search: Record<string, unknown>): { page?: number } => {
  const page = intBetween(search.page, 1, 10_000);
  return page === undefined ? {} : { page };
};

/** SPEC section 2: /notifications needs login; 30 a page, the page number in the address. */
export const Route = createFileRoute('/_player/notifications/')({
  beforeLoad: guard({ auth: true }),
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // prefetch, not ensure: a failed list shows its own error and retry in the page.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(notificationsQuery(deps.page)),
  component: function Notifications() {
    const navigate = useNavigate();
    const page = Route.useSearch().page ?? 1;
    return <NotificationsPage page={page} onPage={(next) => void navigate({ to: '.', search: { page: next > 1 ? next : undefined } })} />;
  },
});
