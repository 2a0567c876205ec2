import { createFileRoute, redirect } from '@tanstack/react-router';

/** admin/logs opens its first log, the schedule. */
export const Route = createFileRoute('/admin/logs/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/logs/schedule', replace: true });
  },
});
