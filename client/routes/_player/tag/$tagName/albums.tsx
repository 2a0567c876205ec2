import { createFileRoute } from '@tanstack/react-router';
import { tagListQuery } from '../../../../catalog/tag/tag-list-query';
import { TagAlbums } from '../../../../catalog/tag/tag-albums';

/** tag/{tagName}/albums, page by page. */
export const Route = createFileRoute('/_player/tag/$tagName/albums')({
  loader: async ({ context, params }) => {
    await context.queryClient.prefetchInfiniteQuery(tagListQuery(params.tagName, 'albums'));
  },
  component: function TagAlbumsRoute() {
    return <TagAlbums name={Route.useParams().tagName} />;
  },
});
