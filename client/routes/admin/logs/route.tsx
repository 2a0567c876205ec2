import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { LogsLayout } from '../../../admin/logs/logs-layout';

/** SPEC section 2: admin/logs (logs.view) with schedule, error and outgoing-email. */
export const Route = createFileRoute('/admin/logs')({
  beforeLoad: guard({ permission: 'logs.view' }),
  staticData: { crumb: 'Logs' },
  component: () => (
    <LogsLayout>
      <Outlet />
    </LogsLayout>
  ),
});
