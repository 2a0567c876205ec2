import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/appearance/menus')({
  staticData: { crumb: 'Menus' },
});
