import { createFileRoute } from '@tanstack/react-router';
import { DownloadsPage } from '../../../offline/downloads-page';

/** /library/downloads: what is saved for offline listening (docs/offline.md). */
export const Route = createFileRoute('/_player/library/downloads')({
  component: DownloadsPage,
});
