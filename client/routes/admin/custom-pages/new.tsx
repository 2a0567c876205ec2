import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { CustomPageEditor } from '../../../admin/custom-pages/custom-page-editor';

/** SPEC section 2: admin/custom-pages/new (custom_pages.update). */
export const Route = createFileRoute('/admin/custom-pages/new')({
  beforeLoad: guard({ permission: 'custom_pages.update' }),
  staticData: { crumb: 'New page' },
  component: () => <CustomPageEditor />,
});
