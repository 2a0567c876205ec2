import { createFileRoute } from '@tanstack/react-router';
import { PaymentMethodDonePage } from '../../../../billing/manage/payment-method-pages';
import { intBetween } from '../../../../routing/search-values';

/** Where the gateway's page sends the customer back: ?subscription={id} (docs/api/billing.md). */
export const Route = createFileRoute('/_player/billing/change-payment-method/done')({
  validateSearch: (search: Record<string, unknown>) => ({ subscription: intBetween(search.subscription, 1) }),
  component: function Done() {
    return <PaymentMethodDonePage subscriptionId={Route.useSearch().subscription} />;
  },
});
