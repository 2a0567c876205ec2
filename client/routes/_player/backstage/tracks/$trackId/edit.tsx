import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../../../auth/route-guards';
import { backstageTrackQuery, useBackstageTrack } from '../../../../../backstage/backstage-track-query';
import { editableOrNotFound } from '../../../../../backstage/editable-or-not-found';
import { TrackEditorPage } from '../../../../../backstage/track-editor-page';
import { RouteError } from '../../../../../catalog/route-error';
import { NotFoundPage } from '../../../../../errors/not-found-page';
import { PageLoading } from '../../../../../music/query-states';
import { parseId } from '../../../../../routing/route-params';

/** SPEC section 2, Backstage: no permission guard shown; login, and the server allows the owner or an admin. */
export const Route = createFileRoute('/_player/backstage/tracks/$trackId/edit')({
  beforeLoad: guard({ auth: true }),
  loader: async ({ context, params }) => {
    await editableOrNotFound(context.queryClient.ensureQueryData(backstageTrackQuery(parseId(params.trackId))));
  },
  pendingComponent: PageLoading,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: function EditTrackRoute() {
    const track = useBackstageTrack(Number(Route.useParams().trackId));
    return <TrackEditorPage key={track.id} track={track} />;
  },
});
