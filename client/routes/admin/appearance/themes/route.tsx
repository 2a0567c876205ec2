import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/appearance/themes')({
  staticData: { crumb: 'Themes' },
});
