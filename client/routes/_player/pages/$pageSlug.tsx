import { createFileRoute } from '@tanstack/react-router';
import { loadCustomPage } from '../../../custom-pages/custom-page-route';
import { useCustomPage } from '../../../custom-pages/get-custom-page';
import { CustomPageView } from '../../../custom-pages/custom-page-view';

export const Route = createFileRoute('/_player/pages/$pageSlug')({
  loader: ({ context, params }) => loadCustomPage(context.queryClient, params.pageSlug),
  component: function CustomPageBySlug() {
    return <CustomPageView page={useCustomPage(Route.useParams().pageSlug)} />;
  },
});
