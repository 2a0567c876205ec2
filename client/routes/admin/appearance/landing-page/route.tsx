import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/appearance/landing-page')({
  staticData: { crumb: 'Landing page' },
});
