import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../../../auth/route-guards';
import { AlbumEmbed } from '../../../../../player/embed/album-embed';
import { embedAlbumQuery } from '../../../../../player/embed/get-embed-album';
import { orNotFound, parseId } from '../../../../../routing/route-params';

/** SPEC.md section 2: the iframe player of an album with its track list, outside the app layout; needs music.view. */
export const Route = createFileRoute('/album/$albumId/$artistName/$albumName/embed')({
  beforeLoad: guard({ permission: 'music.view' }),
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(embedAlbumQuery(parseId(params.albumId)))),
  component: function AlbumEmbedRoute() {
    return <AlbumEmbed albumId={Number(Route.useParams().albumId)} />;
  },
});
