import { createFileRoute } from '@tanstack/react-router';
import { TagOverview } from '../../../../catalog/tag/tag-overview';

/** tag/{tagName}: the tag's first tracks and albums. */
export const Route = createFileRoute('/_player/tag/$tagName/')({
  component: function TagOverviewRoute() {
    return <TagOverview name={Route.useParams().tagName} />;
  },
});
