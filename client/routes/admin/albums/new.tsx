import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { AlbumEditorPage } from '../../../backstage/album-editor-page';

/** SPEC section 2: admin/albums/new (admin.access); backstage's editor, opening the admin edit page once published. */
export const Route = createFileRoute('/admin/albums/new')({
  beforeLoad: guard({ permission: 'admin.access' }),
  staticData: { crumb: 'New album' },
  component: function NewAlbum() {
    const navigate = useNavigate();
    return <AlbumEditorPage onCreated={(albumId) => void navigate({ to: '/admin/albums/$albumId/edit', params: { albumId: String(albumId) } })} />;
  },
});
