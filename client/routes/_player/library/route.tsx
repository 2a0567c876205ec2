import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { LibraryLayout } from '../../../library/library-layout';

/** SPEC section 2: the library and each of its pages need login. */
export const Route = createFileRoute('/_player/library')({
  beforeLoad: guard({ auth: true }),
  component: () => (
    <LibraryLayout>
      <Outlet />
    </LibraryLayout>
  ),
});
