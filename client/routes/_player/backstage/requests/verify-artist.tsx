import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../../auth/route-guards';
import { VerifyArtistForm } from '../../../../backstage-requests/verify-artist-form';

/** SPEC section 2, Backstage: backstage/requests/verify-artist (backstageRequests.create). */
export const Route = createFileRoute('/_player/backstage/requests/verify-artist')({
  beforeLoad: guard({ permission: 'backstageRequests.create' }),
  component: () => <VerifyArtistForm />,
});
