import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import { trackPath } from '../../routing/slug';
import type { TrackPayload } from '../../../worker/music/music-types';

/**
 * A track to show while the SEO templates are edited: the most played one
 * (GET admin/channels/search-items, admin.access, which every admin page has).
 */
const previewTrackQuery = queryOptions({
  queryKey: ['admin', 'appearance', 'preview-track'],
  queryFn: () =>
    apiClient
      .get<{ items: TrackPayload[] }>('admin/channels/search-items', { model: 'tracks' })
      .then((answer) => (answer.items[0] ? trackPath(answer.items[0]) : null)),
  staleTime: Infinity,
});

/** The page a section affects: the landing page for its sections, a track page for SEO, else the home page. */
export function usePreviewPath(pathname: string): string {
  const seo = pathname.includes('/seo-settings');
  const track = useQuery({ ...previewTrackQuery, enabled: seo, retry: false });
  if (pathname.includes('/landing-page')) return '/landing';
  if (seo) return track.data ?? '/';
  return '/';
}
