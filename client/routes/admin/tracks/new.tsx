import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { TrackEditorPage } from '../../../backstage/track-editor-page';

/** SPEC section 2: admin/tracks/new (admin.access); backstage's editor, opening the admin edit page once published. */
export const Route = createFileRoute('/admin/tracks/new')({
  beforeLoad: guard({ permission: 'admin.access' }),
  staticData: { crumb: 'New track' },
  component: function NewTrack() {
    const navigate = useNavigate();
    return <TrackEditorPage onCreated={(trackId) => void navigate({ to: '/admin/tracks/$trackId/edit', params: { trackId: String(trackId) } })} />;
  },
});
