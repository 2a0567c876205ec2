import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../admin/dashboard/dashboard-page';
import { overviewQuery } from '../../admin/dashboard/overview-query';

export const Route = createFileRoute('/admin/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(overviewQuery),
  component: DashboardPage,
});
