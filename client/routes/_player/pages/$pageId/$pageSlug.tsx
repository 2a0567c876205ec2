import { createFileRoute } from '@tanstack/react-router';
import { loadCustomPage } from '../../../../custom-pages/custom-page-route';
import { useCustomPage } from '../../../../custom-pages/get-custom-page';
import { CustomPageView } from '../../../../custom-pages/custom-page-view';

export const Route = createFileRoute('/_player/pages/$pageId/$pageSlug')({
  loader: ({ context, params }) => loadCustomPage(context.queryClient, params.pageId),
  component: function CustomPageById() {
    return <CustomPageView page={useCustomPage(Route.useParams().pageId)} />;
  },
});
