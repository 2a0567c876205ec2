import { createFileRoute } from '@tanstack/react-router';
import { CancelRenewPage } from '../../../billing/manage/cancel-renew-page';

export const Route = createFileRoute('/_player/billing/renew')({
  component: () => <CancelRenewPage mode="renew" />,
});
