import { Hono } from 'hono';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../../types';
import { playlists, playlistTracks, follows } from '../../../db/music-social';
import { channelItems } from '../../../db/music-catalog';
import { isoNow } from '../../../db/columns';
import { validate } from '../../http/validate';
import { notFound } from '../../http/errors';
import { requirePermission } from '../../permissions/guard';
import { playlistUpdateBody } from '../../playlists/playlist-schemas';
import { PlaylistAnswer, playlistAfterWrite, selectPlaylist } from '../../playlists/playlist-queries';
import { adminListRoutes } from '../list/list-routes';
import { filters, type ListResource } from '../list/list-resource';
import { ftsMatch } from '../list/fts-search';
import { MODERATE, idParam, idsParam, imageField } from './moderation-shared';
import { timestamp, DeletedAnswer } from '../../http/response-fields';
import { responds } from '../../http/responds';

/** The owner as JSON, on the users primary key (outer row named in full, see roles-list.ts). */
const ownerJson = sql<string>`(SELECT json_object('id', u.id, 'name', u.name, 'image', u.image) FROM users u WHERE u.id = "playlists"."owner_id")`;

/**
 * docs/api/catalog-moderation.md, GET playlists: search names through
 * playlists_fts; filters owner (playlists_owner_idx), public, featured
 * (playlists_featured_idx); sorts name, created_at, updated_at,
 * followers_count, plays.
 */
export const playlistsList = {
  table: playlists,
  id: playlists.id,
  fields: {
    id: playlists.id,
    name: playlists.name,
    description: playlists.description,
    image: playlists.image,
    public: playlists.public,
    collaborative: playlists.collaborative,
    featured: playlists.featured,
    tracks_count: playlists.tracks_count,
    followers_count: playlists.followers_count,
    plays: playlists.plays,
    owner: ownerJson,
    created_at: playlists.created_at,
    updated_at: playlists.updated_at,
  },
  sortable: {
    name: playlists.name,
    created_at: playlists.created_at,
    updated_at: playlists.updated_at,
    followers_count: playlists.followers_count,
    plays: playlists.plays,
  },
  defaultSort: { orderBy: 'created_at', orderDir: 'desc' },
  search: (query) => ftsMatch('playlists_fts', playlists.id, query),
  filters: {
    owner: filters.id((id) => eq(playlists.owner_id, id)),
    public: filters.boolean((value) => eq(playlists.public, value)),
    featured: filters.boolean((value) => (value ? sql`${playlists.featured} = 1` : sql`${playlists.featured} = 0`)),
  },
  present: ({ owner, ...row }) => ({ ...row, owner: owner ? JSON.parse(String(owner)) : null }),
  row: z.object({
    id: z.int(),
    name: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    public: z.boolean(),
    collaborative: z.boolean(),
    featured: z.boolean(),
    tracks_count: z.int(),
    followers_count: z.int(),
    plays: z.int(),
    owner: z.object({ id: z.int(), name: z.string(), image: z.string().nullable() }).nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  }),
} satisfies ListResource;

/**
 * What the owner edits (playlist-schemas.ts), plus the image and `featured`, which only moderators set; not a
 * smart playlist's rules, which read the owner's likes and plays (decision 030).
 */
const moderatorPlaylistBody = playlistUpdateBody.omit({ rules: true }).extend({
  image: imageField.optional(),
  featured: z.boolean({ error: 'The featured field must be true or false.' }).optional(),
});

/**
 * docs/api/catalog-moderation.md, "Playlists" (admin.access): the list, an
 * edit and a bulk delete. PUT and DELETE share their paths with the owner's
 * routes (worker/playlists/detail-routes.ts), which pass a moderator's
 * request on to these.
 */
export const playlistModerationRoutes = new Hono<AppEnv>()
  .route('/', adminListRoutes('/playlists', MODERATE, playlistsList))
  .put('/playlists/:id{[0-9]+}', requirePermission(MODERATE), validate('param', idParam), validate('json', moderatorPlaylistBody), responds(PlaylistAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    const [, [row]] = await db.batch([
      db
        .update(playlists)
        .set({ ...c.req.valid('json'), updated_at: isoNow })
        .where(eq(playlists.id, id)),
      selectPlaylist(db, id),
    ]);
    return c.json(playlistAfterWrite(row));
  })
  .delete('/playlists/:ids', requirePermission(MODERATE), validate('param', idsParam('playlists')), responds(DeletedAnswer), async (c) => {
    const { ids } = c.req.valid('param');
    const db = c.get('db');
    const found = await db.select({ id: playlists.id }).from(playlists).where(inArray(playlists.id, ids));
    if (!found.length) throw notFound();
    const existing = found.map((p) => p.id);
    // One batch: the entries, the follows and channels' manual items name the
    // playlist by id (follows and channel items by type and id, so no cascade).
    await db.batch([
      db.delete(playlistTracks).where(inArray(playlistTracks.playlist_id, existing)),
      db.delete(follows).where(and(eq(follows.followable_type, 'playlist'), inArray(follows.followable_id, existing))),
      db.delete(channelItems).where(and(eq(channelItems.item_type, 'playlist'), inArray(channelItems.item_id, existing))),
      db.delete(playlists).where(inArray(playlists.id, existing)),
    ]);
    return c.json({ deleted: existing.length });
  });
