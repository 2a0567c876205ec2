import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../../auth/route-guards';
import { embedTrackQuery } from '../../../../player/embed/get-embed-track';
import { orNotFound, parseId } from '../../../../routing/route-params';
import { TrackEmbed } from '../../../../player/embed/track-embed';

/** SPEC.md section 2: the iframe player of one track, outside the app layout; needs music.view. */
export const Route = createFileRoute('/track/$trackId/$trackName/embed')({
  beforeLoad: guard({ permission: 'music.view' }),
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(embedTrackQuery(parseId(params.trackId)))),
  component: function TrackEmbedRoute() {
    return <TrackEmbed trackId={Number(Route.useParams().trackId)} />;
  },
});
