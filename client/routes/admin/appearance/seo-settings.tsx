import { createFileRoute } from '@tanstack/react-router';
import { SeoPanel } from '../../../admin/appearance/seo-panel';

export const Route = createFileRoute('/admin/appearance/seo-settings')({
  staticData: { crumb: 'SEO settings' },
  component: SeoPanel,
});
