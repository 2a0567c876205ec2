import { createFileRoute } from '@tanstack/react-router';
import { tagListQuery } from '../../../../catalog/tag/tag-list-query';
import { TagTracks } from '../../../../catalog/tag/tag-tracks';

/** tag/{tagName}/tracks, page by page. */
export const Route = createFileRoute('/_player/tag/$tagName/tracks')({
  loader: async ({ context, params }) => {
    await context.queryClient.prefetchInfiniteQuery(tagListQuery(params.tagName, 'tracks'));
  },
  component: function TagTracksRoute() {
    return <TagTracks name={Route.useParams().tagName} />;
  },
});
