import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guard } from '../../auth/route-guards';
import { AdminLayout } from '../../admin/layout/admin-layout';

/** SPEC section 2, Admin: admin.access for the area; each page adds its own permission. */
export const Route = createFileRoute('/admin')({
  beforeLoad: guard({ permission: 'admin.access' }),
  staticData: { crumb: 'Admin' },
  component: () => (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  ),
});
