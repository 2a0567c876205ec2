import type { SeoPage } from '../settings/appearance-defaults';

/** Every page's templates may use these (branding.site_name, branding.site_description). */
const SITE = ['site_name', 'site_description'];

/**
 * The `{{placeholder}}` words each page's SEO templates may use (the settings
 * `seo.{page}.title|description`; docs/api/appearance.md "SEO placeholders"
 * says what each holds). The HTML shell fills them (worker/spa/seo.ts, from the facts of worker/spa/page-facts.ts);
 * the appearance editor lists them as `seo_placeholders`.
 */
export const SEO_PLACEHOLDERS: Record<SeoPage, string[]> = {
  artist: ['artist.name', 'artist.description', ...SITE],
  album: ['album.name', 'album.artist', 'album.description', 'album.release_date', ...SITE],
  track: ['track.name', 'track.artist', 'track.album', 'track.description', ...SITE],
  playlist: ['playlist.name', 'playlist.description', 'playlist.owner', ...SITE],
  landing: ['landing.headline', 'landing.text', ...SITE],
  channel: ['channel.name', 'channel.description', ...SITE],
  user: ['user.name', ...SITE],
  search: ['query', ...SITE],
};
