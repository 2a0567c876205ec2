import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../../auth/route-guards';
import { backstageAlbumQuery, useBackstageAlbum } from '../../../../backstage/backstage-album-query';
import { editableOrNotFound } from '../../../../backstage/editable-or-not-found';
import { AlbumEditorPage } from '../../../../backstage/album-editor-page';
import { RouteError } from '../../../../catalog/route-error';
import { NotFoundPage } from '../../../../errors/not-found-page';
import { PageLoading } from '../../../../music/query-states';
import { parseId } from '../../../../routing/route-params';

/** SPEC section 2: admin/albums/{albumId}/edit (admin.access), through backstage's editor and API. */
export const Route = createFileRoute('/admin/albums/$albumId/edit')({
  beforeLoad: guard({ permission: 'admin.access' }),
  loader: async ({ context, params }) => {
    await editableOrNotFound(context.queryClient.ensureQueryData(backstageAlbumQuery(parseId(params.albumId))));
  },
  staticData: { crumb: 'Edit album' },
  pendingComponent: PageLoading,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: function EditAlbum() {
    const album = useBackstageAlbum(Number(Route.useParams().albumId));
    return <AlbumEditorPage key={album.id} album={album} />;
  },
});
