import { createFileRoute } from '@tanstack/react-router';
import { parseId } from '../../../../routing/route-params';
import { guard } from '../../../../auth/route-guards';
import { adminPageQuery } from '../../../../admin/custom-pages/custom-page-query';
import { CustomPageEditPage } from '../../../../admin/custom-pages/custom-page-edit-page';

/** SPEC section 2: admin/custom-pages/{pageId}/edit (custom_pages.update). */
export const Route = createFileRoute('/admin/custom-pages/$pageId/edit')({
  params: { parse: ({ pageId }) => ({ pageId: parseId(pageId) }), stringify: ({ pageId }) => ({ pageId: String(pageId) }) },
  beforeLoad: guard({ permission: 'custom_pages.update' }),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(adminPageQuery(params.pageId)),
  staticData: { crumb: 'Edit page' },
  component: function EditCustomPage() {
    return <CustomPageEditPage pageId={Route.useParams().pageId} />;
  },
});
