import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { ArtistEditPage } from '../../../admin/catalog/artist-edit-page';

/** SPEC section 2: admin/artists/new (admin.access). */
export const Route = createFileRoute('/admin/artists/new')({
  beforeLoad: guard({ permission: 'admin.access' }),
  staticData: { crumb: 'New artist' },
  component: function NewArtist() {
    return <ArtistEditPage />;
  },
});
