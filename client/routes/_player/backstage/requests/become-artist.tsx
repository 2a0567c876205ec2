import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../../auth/route-guards';
import { BecomeArtistForm } from '../../../../backstage-requests/become-artist-form';

/** SPEC section 2, Backstage: backstage/requests/become-artist (backstageRequests.create). */
export const Route = createFileRoute('/_player/backstage/requests/become-artist')({
  beforeLoad: guard({ permission: 'backstageRequests.create' }),
  component: () => <BecomeArtistForm />,
});
