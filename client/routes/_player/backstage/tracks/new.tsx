import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../../auth/route-guards';
import { TrackEditorPage } from '../../../../backstage/track-editor-page';

/** SPEC section 2, Backstage: music.create. */
export const Route = createFileRoute('/_player/backstage/tracks/new')({
  beforeLoad: guard({ permission: 'music.create' }),
  component: () => <TrackEditorPage />,
});
