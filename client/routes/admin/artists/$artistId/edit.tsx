import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../../auth/route-guards';
import { adminArtistQuery } from '../../../../admin/catalog/artist-query-options';
import { ArtistEditPage } from '../../../../admin/catalog/artist-edit-page';
import { parseId } from '../../../../routing/route-params';

/** SPEC section 2: admin/artists/{artistId}/edit (admin.access). */
export const Route = createFileRoute('/admin/artists/$artistId/edit')({
  params: { parse: ({ artistId }) => ({ artistId: parseId(artistId) }), stringify: ({ artistId }) => ({ artistId: String(artistId) }) },
  beforeLoad: guard({ permission: 'admin.access' }),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(adminArtistQuery(params.artistId)),
  staticData: { crumb: 'Edit artist' },
  component: function EditArtist() {
    return <ArtistEditPage artistId={Route.useParams().artistId} />;
  },
});
