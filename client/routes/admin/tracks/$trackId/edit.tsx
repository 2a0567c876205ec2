import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../../auth/route-guards';
import { backstageTrackQuery, useBackstageTrack } from '../../../../backstage/backstage-track-query';
import { editableOrNotFound } from '../../../../backstage/editable-or-not-found';
import { TrackEditorPage } from '../../../../backstage/track-editor-page';
import { RouteError } from '../../../../catalog/route-error';
import { NotFoundPage } from '../../../../errors/not-found-page';
import { PageLoading } from '../../../../music/query-states';
import { parseId } from '../../../../routing/route-params';

/** SPEC section 2: admin/tracks/{trackId}/edit (admin.access), through backstage's editor and API. */
export const Route = createFileRoute('/admin/tracks/$trackId/edit')({
  beforeLoad: guard({ permission: 'admin.access' }),
  loader: async ({ context, params }) => {
    await editableOrNotFound(context.queryClient.ensureQueryData(backstageTrackQuery(parseId(params.trackId))));
  },
  staticData: { crumb: 'Edit track' },
  pendingComponent: PageLoading,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: function EditTrack() {
    const track = useBackstageTrack(Number(Route.useParams().trackId));
    return <TrackEditorPage key={track.id} track={track} />;
  },
});
