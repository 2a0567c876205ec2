import { createFileRoute } from '@tanstack/react-router';
import { BillingPage } from '../../../billing/manage/billing-page';
import { subscriptionQuery } from '../../../billing/manage/subscription-query';

export const Route = createFileRoute('/_player/billing/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(subscriptionQuery),
  component: BillingPage,
});
