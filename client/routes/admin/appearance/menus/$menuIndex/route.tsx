import { createFileRoute } from '@tanstack/react-router';
import { parseIndex } from '../../../../../routing/route-params';

/** The menu's place in the `menus` setting. */
export const Route = createFileRoute('/admin/appearance/menus/$menuIndex')({
  params: { parse: ({ menuIndex }) => ({ menuIndex: parseIndex(menuIndex) }), stringify: ({ menuIndex }) => ({ menuIndex: String(menuIndex) }) },
  staticData: { crumb: 'Menu' },
});
