import { createFileRoute } from '@tanstack/react-router';
import { ChangePlanPage } from '../../../../billing/manage/change-plan-page';
import { productsQuery } from '../../../../billing/products-query';

export const Route = createFileRoute('/_player/billing/change-plan/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(productsQuery),
  component: ChangePlanPage,
});
