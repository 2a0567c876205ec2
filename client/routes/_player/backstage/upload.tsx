import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { UploadPage } from '../../../backstage/upload-page';

/** SPEC section 2, Backstage: music.create. */
export const Route = createFileRoute('/_player/backstage/upload')({
  beforeLoad: guard({ permission: 'music.create' }),
  component: () => <UploadPage />,
});
