import { z } from 'zod';
import {
  CHANNEL_CONTENT_TYPES,
  CHANNEL_LAYOUTS,
  CHANNEL_RESTRICTIONS,
  CHANNEL_SORTS,
  CHANNEL_SOURCES,
  type ChannelContentType,
  type ChannelLayout,
  type ChannelSource,
} from '../../../db/music-catalog';

/** The most manual items (or nested channels) a channel holds: D1 binds at most 100 parameters a statement. */
export const MAX_CHANNEL_ITEMS = 100;

/**
 * The layouts each content model can show (client/catalog/channel/channel-items.tsx):
 * only tracks have a table (a tracklist); a channel of channels shows its
 * channels as sections, one under another, whatever the layout, so it takes `list`.
 */
export const LAYOUTS_BY_MODEL: Record<ChannelContentType, readonly ChannelLayout[]> = {
  track: CHANNEL_LAYOUTS,
  album: ['grid', 'carousel', 'list'],
  artist: ['grid', 'carousel', 'list'],
  playlist: ['grid', 'carousel', 'list'],
  user: ['grid', 'carousel', 'list'],
  genre: ['grid', 'carousel', 'list'],
  channel: ['list'],
};

/** The content model each automatic source yields; `manual` takes any model. */
export const SOURCE_MODEL: Record<Exclude<ChannelSource, 'manual'>, ChannelContentType> = {
  popular_tracks: 'track',
  new_releases: 'album',
  popular_albums: 'album',
  popular_artists: 'artist',
  genres: 'genre',
  genre_tracks: 'track',
  genre_albums: 'album',
  genre_artists: 'artist',
  featured_playlists: 'playlist',
};

export const GENRE_SOURCES: readonly ChannelSource[] = ['genre_tracks', 'genre_albums', 'genre_artists'];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/**
 * A channel as the editor sends it (POST channels, PUT channels/{id}, POST
 * admin/channels/preview). The slug names the channel in URLs
 * ({slugOrId}): lower-case words joined by dashes, never all digits (it
 * would read as an id) and never `home` (channels/home is the home page).
 */
export const channelBody = z
  .object({
    name: z.string().trim().min(1, 'The name field is required.').max(100),
    slug: z
      .string()
      .trim()
      .min(1, 'The slug field is required.')
      .max(100)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters and digits joined by dashes.')
      .refine((slug) => !/^\d+$/.test(slug), 'A slug cannot be only digits.')
      .refine((slug) => slug !== 'home', 'This slug is reserved.'),
    description: optionalText(500),
    content_type: z.enum(CHANNEL_CONTENT_TYPES),
    layout: z.enum(CHANNEL_LAYOUTS),
    source: z.enum(CHANNEL_SOURCES).default('manual'),
    /** A genre's name (slug): the genre of a genre_* source. */
    source_genre: optionalText(100),
    item_limit: z.coerce.number().int().min(1).max(MAX_CHANNEL_ITEMS).default(20),
    hide_title: z.boolean().default(false),
    sort_order: z.enum(CHANNEL_SORTS).default('default'),
    restriction: z.enum(CHANNEL_RESTRICTIONS).nullish().transform((value) => value ?? null),
    public: z.boolean().default(true),
    seo_title: optionalText(100),
    seo_description: optionalText(300),
    /** A manual channel's items (or nested channels), in order. */
    items: z.array(z.number().int().positive()).max(MAX_CHANNEL_ITEMS).default([]),
  })
  .superRefine((body, ctx) => {
    if (!LAYOUTS_BY_MODEL[body.content_type].includes(body.layout)) {
      ctx.addIssue({ code: 'custom', path: ['layout'], message: `This content model shows as ${LAYOUTS_BY_MODEL[body.content_type].join(', ')}.` });
    }
    if (body.source !== 'manual' && SOURCE_MODEL[body.source] !== body.content_type) {
      ctx.addIssue({ code: 'custom', path: ['source'], message: 'This source does not give items of the content model.' });
    }
    if (GENRE_SOURCES.includes(body.source) && !body.source_genre && !body.restriction) {
      ctx.addIssue({ code: 'custom', path: ['source_genre'], message: 'Choose the genre of this source (or restrict the channel by genre).' });
    }
    if (new Set(body.items).size !== body.items.length) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'An item is listed twice.' });
    }
  });

export type ChannelBody = z.output<typeof channelBody>;
