import { createFileRoute } from '@tanstack/react-router';
import { parseIndex } from '../../../../../routing/route-params';

/** The theme's place in the editor's list (new themes have no id until saved). */
export const Route = createFileRoute('/admin/appearance/themes/$themeIndex')({
  params: { parse: ({ themeIndex }) => ({ themeIndex: parseIndex(themeIndex) }), stringify: ({ themeIndex }) => ({ themeIndex: String(themeIndex) }) },
  staticData: { crumb: 'Theme' },
});
