import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { appearanceValuesQuery } from '../../../admin/appearance/appearance-values-query';
import { AppearanceEditorPage } from '../../../admin/appearance/editor-page';

/** SPEC section 2: admin/appearance (appearance.update): the editor, whose sections are its children. */
export const Route = createFileRoute('/admin/appearance')({
  beforeLoad: guard({ permission: 'appearance.update' }),
  loader: ({ context }) => void context.queryClient.prefetchQuery(appearanceValuesQuery),
  staticData: { crumb: 'Appearance' },
  component: () => (
    <AppearanceEditorPage>
      <Outlet />
    </AppearanceEditorPage>
  ),
});
