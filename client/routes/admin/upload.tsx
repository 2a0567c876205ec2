import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../auth/route-guards';
import { UploadPage } from '../../backstage/upload-page';

/** SPEC section 2: admin/upload (admin.access): backstage's bulk uploader inside the admin layout. */
export const Route = createFileRoute('/admin/upload')({
  beforeLoad: guard({ permission: 'admin.access' }),
  staticData: { crumb: 'Upload' },
  component: () => <UploadPage />,
});
