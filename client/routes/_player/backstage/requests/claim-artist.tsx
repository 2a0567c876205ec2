import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../../auth/route-guards';
import { ClaimArtistForm } from '../../../../backstage-requests/claim-artist-form';

/** SPEC section 2, Backstage: backstage/requests/claim-artist (backstageRequests.create). */
export const Route = createFileRoute('/_player/backstage/requests/claim-artist')({
  beforeLoad: guard({ permission: 'backstageRequests.create' }),
  component: () => <ClaimArtistForm />,
});
