import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../../../auth/route-guards';
import { backstageAlbumQuery, useBackstageAlbum } from '../../../../../backstage/backstage-album-query';
import { editableOrNotFound } from '../../../../../backstage/editable-or-not-found';
import { AlbumEditorPage } from '../../../../../backstage/album-editor-page';
import { RouteError } from '../../../../../catalog/route-error';
import { NotFoundPage } from '../../../../../errors/not-found-page';
import { PageLoading } from '../../../../../music/query-states';
import { parseId } from '../../../../../routing/route-params';

/** SPEC section 2, Backstage: no permission guard shown; login, and the server allows the owner or an admin. */
export const Route = createFileRoute('/_player/backstage/albums/$albumId/edit')({
  beforeLoad: guard({ auth: true }),
  loader: async ({ context, params }) => {
    await editableOrNotFound(context.queryClient.ensureQueryData(backstageAlbumQuery(parseId(params.albumId))));
  },
  pendingComponent: PageLoading,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: function EditAlbumRoute() {
    const album = useBackstageAlbum(Number(Route.useParams().albumId));
    return <AlbumEditorPage key={album.id} album={album} />;
  },
});
