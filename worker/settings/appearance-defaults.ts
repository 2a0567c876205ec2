import { z } from 'zod';
import type { SettingDefault } from './setting-default';
import { textUpTo } from './setting-rules';

/**
 * The appearance editor's settings (issue 27; docs/api/appearance.md): the
 * landing page, the SEO templates per page type and the custom code. They are
 * ordinary settings, so POST settings, the KV snapshot and bootstrap data
 * treat them like every other; POST admin/appearance groups them as
 * `changes.landing`, `changes.seo` and `changes.custom_code`.
 */

/** A site-relative path (/images/x.png, /api/v1/file-entries/…) or an http(s) address; empty for none. */
const imageRef = z
  .string()
  .max(1000, 'Must not be longer than 1000 characters.')
  .regex(/^(|\/(?!\/)\S*|https?:\/\/\S+)$/, 'Must be a path on this site or an http or https address.');

/** A colour as #rgb or #rrggbb; empty for none. */
const hexColorOrEmpty = z.string().regex(/^(|#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})$/, 'Must be a colour such as #1db954.');

const actionButtons = z
  .array(
    z.object({
      label: textUpTo(50).min(1, 'Each button needs a label.'),
      action: textUpTo(1000).min(1, 'Each button needs an address.'),
      variant: z.enum(['primary', 'outline'], { error: 'Must be one of: primary, outline.' }),
    }),
  )
  .max(4, 'At most 4 buttons.');

const features = z
  .array(
    z.object({
      title: textUpTo(100).min(1, 'Each feature needs a title.'),
      text: textUpTo(500),
      image: imageRef,
    }),
  )
  .max(8, 'At most 8 features.');

/** Public: the guest landing page renders them from bootstrap data's settings.landing. */
export const LANDING_DEFAULTS = {
  'landing.headline': { value: 'Music for every moment', rule: textUpTo(200) },
  'landing.text': { value: 'Listen to music you love, discover new artists and keep your library in one place.', rule: textUpTo(1000) },
  'landing.background_image': { value: '', rule: imageRef },
  'landing.background_color': { value: '', rule: hexColorOrEmpty },
  'landing.action_buttons': {
    value: [
      { label: 'Get started', action: '/register', variant: 'primary' },
      { label: 'Log in', action: '/login', variant: 'outline' },
    ],
    rule: actionButtons,
  },
  'landing.primary_features': {
    value: [
      { title: 'Millions of songs', text: 'Play any track, album or artist, and pick up where you left off on any device.', image: '' },
      { title: 'Your library', text: 'Like songs, follow artists and build playlists you can share.', image: '' },
      { title: 'For artists', text: 'Upload your music, publish albums and see who listens.', image: '' },
    ],
    rule: features,
  },
  'landing.secondary_features': {
    value: [{ title: 'Listen anywhere', text: 'The player works on phones and desktops, in light and dark themes.', image: '' }],
    rule: features,
  },
} satisfies Record<string, SettingDefault>;

/** The page types of SPEC section 2 whose title and description the editor sets. */
export const SEO_PAGES = ['artist', 'album', 'track', 'playlist', 'landing', 'channel', 'user', 'search'] as const;
export type SeoPage = (typeof SEO_PAGES)[number];

/**
 * Title and description templates per page type. Placeholders are `{{name}}`
 * words listed per page in docs/api/appearance.md (worker/spa/ renders them).
 * Private: only the HTML shell reads them.
 */
const SEO_TEMPLATES: Record<SeoPage, { title: string; description: string }> = {
  artist: { title: '{{artist.name}} - {{site_name}}', description: '{{artist.description}}' },
  album: { title: '{{album.name}} - {{album.artist}} - {{site_name}}', description: 'Listen to {{album.name}} by {{album.artist}}.' },
  track: { title: '{{track.name}} - {{track.artist}} - {{site_name}}', description: 'Listen to {{track.name}} by {{track.artist}}.' },
  playlist: { title: '{{playlist.name}} - {{site_name}}', description: '{{playlist.description}}' },
  landing: { title: '{{site_name}}', description: '{{site_description}}' },
  channel: { title: '{{channel.name}} - {{site_name}}', description: '{{channel.description}}' },
  user: { title: '{{user.name}} - {{site_name}}', description: "{{user.name}}'s profile, playlists and likes." },
  search: { title: 'Search results for "{{query}}" - {{site_name}}', description: '{{site_description}}' },
};

export const SEO_DEFAULTS: Record<string, SettingDefault> = Object.fromEntries(
  Object.entries(SEO_TEMPLATES).flatMap(([page, { title, description }]) => [
    [`seo.${page}.title`, { value: title, private: true, rule: textUpTo(300) }],
    [`seo.${page}.description`, { value: description, private: true, rule: textUpTo(1000) }],
  ]),
);

/**
 * Custom CSS and HTML every visitor's page carries in `be-custom-code`
 * elements (the HTML shell). Private: the shell inlines them, bootstrap data
 * does not repeat them.
 */
export const CUSTOM_CODE_DEFAULTS = {
  'custom_code.css': { value: '', private: true, rule: textUpTo(50_000) },
  'custom_code.html': { value: '', private: true, rule: textUpTo(50_000) },
} satisfies Record<string, SettingDefault>;
