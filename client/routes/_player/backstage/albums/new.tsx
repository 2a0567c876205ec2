import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../../auth/route-guards';
import { AlbumEditorPage } from '../../../../backstage/album-editor-page';

/** SPEC section 2, Backstage: music.create. */
export const Route = createFileRoute('/_player/backstage/albums/new')({
  beforeLoad: guard({ permission: 'music.create' }),
  component: () => <AlbumEditorPage />,
});
