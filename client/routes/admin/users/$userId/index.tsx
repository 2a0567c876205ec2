import { createFileRoute, redirect } from '@tanstack/react-router';

/** SPEC section 2: admin/users/{userId} redirects to the details tab. */
export const Route = createFileRoute('/admin/users/$userId/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/admin/users/$userId/details', params, replace: true });
  },
});
