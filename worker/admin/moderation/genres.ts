import { Hono } from 'hono';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../../types';
import type { Db } from '../../db';
import { artistGenres, channelItems, channels, genres, trackGenres } from '../../../db/music-catalog';
import { isoNow } from '../../../db/columns';
import { validate } from '../../http/validate';
import { notFound, ValidationError } from '../../http/errors';
import { requirePermission } from '../../permissions/guard';
import { taxonomySlug } from '../../backstage/catalog-names';
import { adminListRoutes } from '../list/list-routes';
import { prefixRange } from '../list/fts-search';
import type { ListResource } from '../list/list-resource';
import { MODERATE, idParam, idsParam, imageField } from './moderation-shared';
import { timestamp, DeletedAnswer } from '../../http/response-fields';
import { responds } from '../../http/responds';

export const GENRE_NAME_TAKEN = 'This name is already taken.';
export const GENRE_POPULARITY_MAX = 1_000_000;

/** Counted on artist_genres_genre_idx and track_genres_genre_idx (outer id named in full, see roles-list.ts). */
const artistsCount = sql<number>`(SELECT count(*) FROM artist_genres ag WHERE ag.genre_id = "genres"."id")`;
const tracksCount = sql<number>`(SELECT count(*) FROM track_genres tg WHERE tg.genre_id = "genres"."id")`;

/**
 * docs/api/catalog-moderation.md, GET admin/genres (GET genres is the public
 * list): search by name prefix (the unique index on the slug), sort by name,
 * popularity (genres_popularity_idx) or creation (genres_created_at_idx).
 */
export const genresList = {
  table: genres,
  id: genres.id,
  fields: {
    id: genres.id,
    name: genres.name,
    display_name: genres.display_name,
    image: genres.image,
    popularity: genres.popularity,
    created_at: genres.created_at,
    updated_at: genres.updated_at,
    artists_count: artistsCount,
    tracks_count: tracksCount,
  },
  sortable: { name: genres.name, popularity: genres.popularity, created_at: genres.created_at },
  defaultSort: { orderBy: 'popularity', orderDir: 'desc' },
  search: (query) => prefixRange(genres.name, taxonomySlug(query)),
  row: z.object({
    id: z.int(),
    name: z.string(),
    display_name: z.string(),
    image: z.string().nullable(),
    popularity: z.int(),
    created_at: timestamp,
    updated_at: timestamp,
    artists_count: z.int(),
    tracks_count: z.int(),
  }),
} satisfies ListResource;

/** A genre's name is its URL slug (/genre/{name}) and what channels name in source_genre. */
const genreBody = z.object({
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(100, 'The name must not be greater than 100 characters.')
    .refine((name) => name === taxonomySlug(name) && !/[/?#%\\]/.test(name), 'Use lower-case words joined by dashes.'),
  display_name: z.string().trim().max(100, 'The display name must not be greater than 100 characters.').optional(),
  image: imageField.optional(),
  popularity: z
    .number({ error: 'The popularity must be a whole number.' })
    .int('The popularity must be a whole number.')
    .min(0, 'The popularity must be 0 or more.')
    .max(GENRE_POPULARITY_MAX, `The popularity must not be greater than ${GENRE_POPULARITY_MAX}.`)
    .optional(),
});

const selectGenre = (db: Db, id: number) => db.select(genresList.fields).from(genres).where(eq(genres.id, id)).limit(1);

async function assertNameFree(db: Db, name: string, exceptId?: number) {
  const [taken] = await db.select({ id: genres.id }).from(genres).where(eq(genres.name, name)).limit(1);
  if (taken && taken.id !== exceptId) throw ValidationError.field('name', GENRE_NAME_TAKEN);
}

/** docs/api/catalog-moderation.md, "Genres" (admin.access). */
export const genreModerationRoutes = new Hono<AppEnv>()
  .route('/', adminListRoutes('/admin/genres', MODERATE, genresList))
  .post('/genres', requirePermission(MODERATE), validate('json', genreBody), responds(z.object({ genre: genresList.row }), 201), async (c) => {
    const { name, display_name, image, popularity } = c.req.valid('json');
    const db = c.get('db');
    // The unique index settles a race between two creates: the loser inserts nothing.
    const [created] = await db
      .insert(genres)
      .values({ name, display_name: display_name || name, image: image ?? null, popularity: popularity ?? 0 })
      .onConflictDoNothing()
      .returning({ id: genres.id });
    if (!created) throw ValidationError.field('name', GENRE_NAME_TAKEN);
    const [genre] = await selectGenre(db, created.id);
    return c.json({ genre }, 201);
  })
  .put('/genres/:id{[0-9]+}', requirePermission(MODERATE), validate('param', idParam), validate('json', genreBody), responds(z.object({ genre: genresList.row })), async (c) => {
    const { id } = c.req.valid('param');
    const { name, display_name, image, popularity } = c.req.valid('json');
    const db = c.get('db');
    const [current] = await db.select({ name: genres.name }).from(genres).where(eq(genres.id, id)).limit(1);
    if (!current) throw notFound();
    await assertNameFree(db, name, id);
    // Channels name their genre by slug: a rename carries them along in the same batch.
    await db.batch([
      db
        .update(genres)
        .set({ name, display_name: display_name || name, ...(image !== undefined && { image }), ...(popularity !== undefined && { popularity }), updated_at: isoNow })
        .where(eq(genres.id, id)),
      db.update(channels).set({ source_genre: name }).where(eq(channels.source_genre, current.name)),
    ]);
    const [genre] = await selectGenre(db, id);
    return c.json({ genre });
  })
  .delete('/genres/:ids', requirePermission(MODERATE), validate('param', idsParam('genres')), responds(DeletedAnswer), async (c) => {
    const { ids } = c.req.valid('param');
    const db = c.get('db');
    const found = await db.select({ id: genres.id }).from(genres).where(inArray(genres.id, ids));
    if (!found.length) throw notFound();
    const existing = found.map((g) => g.id);
    // One batch: the genre never goes while links to it stay. Channels whose
    // source names the genre keep their setting and list nothing until an
    // admin picks another genre (or the genre is made again).
    await db.batch([
      db.delete(trackGenres).where(inArray(trackGenres.genre_id, existing)),
      db.delete(artistGenres).where(inArray(artistGenres.genre_id, existing)),
      db.delete(channelItems).where(and(eq(channelItems.item_type, 'genre'), inArray(channelItems.item_id, existing))),
      db.delete(genres).where(inArray(genres.id, existing)),
    ]);
    return c.json({ deleted: existing.length });
  });
