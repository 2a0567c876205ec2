import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../../../auth/route-guards';
import { adminArtistQuery } from '../../../../../admin/catalog/artist-query-options';
import { ArtistEditPage } from '../../../../../admin/catalog/artist-edit-page';
import { parseId } from '../../../../../routing/route-params';

/**
 * SPEC section 2, Backstage: backstage/artists/{artistId}/edit, no permission
 * guard shown; login, and the server lets the artist's managers (and admins)
 * read and save it. The admin form, without the verified flag and managers.
 */
export const Route = createFileRoute('/_player/backstage/artists/$artistId/edit')({
  params: { parse: ({ artistId }) => ({ artistId: parseId(artistId) }), stringify: ({ artistId }) => ({ artistId: String(artistId) }) },
  beforeLoad: guard({ auth: true }),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(adminArtistQuery(params.artistId)),
  component: function EditBackstageArtist() {
    return (
      <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6">
        <ArtistEditPage artistId={Route.useParams().artistId} />
      </div>
    );
  },
});
