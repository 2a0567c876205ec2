import { createFileRoute, redirect } from '@tanstack/react-router';

/** SPEC section 2: admin/settings redirects to its general subpage. */
export const Route = createFileRoute('/admin/settings/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/settings/general', replace: true });
  },
});
