import type { SeoPage } from '../settings/appearance-defaults';

const SITE = ['site_name', 'site_description'];

/**
 * The `{{placeholder}}` words each page type's SEO title and description may
 * use (docs/api/appearance.md, "SEO placeholders"): the editor lists them
 * beside the fields, and the HTML shell (worker/spa/) fills them. Every
 * default template (worker/settings/appearance-defaults.ts) uses only these.
 */
export const SEO_PLACEHOLDERS: Record<SeoPage, string[]> = {
  artist: [...SITE, 'artist.name', 'artist.description'],
  album: [...SITE, 'album.name', 'album.artist'],
  track: [...SITE, 'track.name', 'track.artist'],
  playlist: [...SITE, 'playlist.name', 'playlist.description'],
  landing: SITE,
  channel: [...SITE, 'channel.name', 'channel.description'],
  user: [...SITE, 'user.name'],
  search: [...SITE, 'query'],
};
