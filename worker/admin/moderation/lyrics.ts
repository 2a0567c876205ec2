import { Hono } from 'hono';
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../../types';
import type { Db } from '../../db';
import { lyrics, tracks } from '../../../db/music-catalog';
import { isoNow } from '../../../db/columns';
import { validate } from '../../http/validate';
import { notFound, ValidationError } from '../../http/errors';
import { requirePermission } from '../../permissions/guard';
import { looksLikeLrc } from '../../backstage/lyrics-format';
import { BACKSTAGE_LYRICS_MAX } from '../../backstage/backstage-constants';
import { adminListRoutes } from '../list/list-routes';
import { filters, type ListResource } from '../list/list-resource';
import { ftsMatch } from '../list/fts-search';
import { MODERATE, idParam, idsParam } from './moderation-shared';
import { timestamp, DeletedAnswer } from '../../http/response-fields';
import { responds } from '../../http/responds';

/** The track as JSON, on its primary key (outer row named in full, see roles-list.ts): what the preview needs to play it. */
const trackJson = sql<string>`(SELECT json_object('id', t.id, 'name', t.name, 'duration', t.duration, 'image', t.image,
  'artists', (SELECT json_group_array(a.name) FROM track_artists ta JOIN artists a ON a.id = ta.artist_id WHERE ta.track_id = t.id))
  FROM tracks t WHERE t.id = "lyrics"."track_id")`;

/** A lyrics row as the list and the editor send it, with its track (names of its artists only). */
const LyricsRow = z.object({
  id: z.int(),
  track_id: z.int(),
  synced: z.boolean(),
  text: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
  track: z.object({ id: z.int(), name: z.string(), duration: z.int(), image: z.string().nullable(), artists: z.array(z.string()) }).nullable(),
});

/**
 * docs/api/catalog-moderation.md, GET lyrics: search the track's name
 * (tracks_fts), filter `synced` (LRC or plain) and `track`; sort by
 * updated_at (lyrics_updated_at_idx) or id.
 */
export const lyricsList = {
  table: lyrics,
  id: lyrics.id,
  fields: {
    id: lyrics.id,
    track_id: lyrics.track_id,
    synced: lyrics.synced,
    text: lyrics.text,
    created_at: lyrics.created_at,
    updated_at: lyrics.updated_at,
    track: trackJson,
  },
  sortable: { id: lyrics.id, updated_at: lyrics.updated_at },
  defaultSort: { orderBy: 'updated_at', orderDir: 'desc' },
  // tracks_fts's rowid is the track's id.
  search: (query) => ftsMatch('tracks_fts', lyrics.track_id, query),
  filters: {
    synced: filters.boolean((value) => eq(lyrics.synced, value)),
    track: filters.id((id) => eq(lyrics.track_id, id)),
  },
  present: ({ track, ...row }) => ({ ...row, track: track ? JSON.parse(String(track)) : null }),
  row: LyricsRow,
} satisfies ListResource;

const text = z
  .string({ error: 'The text field is required.' })
  .refine((v) => v.trim().length > 0, 'The text field is required.')
  .refine((v) => v.length <= BACKSTAGE_LYRICS_MAX, `The text must not be greater than ${BACKSTAGE_LYRICS_MAX} characters.`);
/** `synced` absent: decided from the text as backstage does (worker/backstage/lyrics-format.ts). */
const synced = z.boolean({ error: 'The synced field must be true or false.' }).optional();
const lyricsBody = z.object({ text, synced });
const lyricsCreateBody = lyricsBody.extend({
  track_id: z.number({ error: 'The track id must be a positive whole number.' }).int('The track id must be a positive whole number.').positive('The track id must be a positive whole number.'),
});

const selectLyrics = (db: Db, id: number) => db.select(lyricsList.fields).from(lyrics).where(eq(lyrics.id, id)).limit(1);
const presentOne = (row: Record<string, unknown> | undefined) => {
  if (!row) throw notFound();
  return { lyrics: lyricsList.present(row) };
};

const lyricsAnswer = z.object({ lyrics: LyricsRow });

/** docs/api/catalog-moderation.md, "Lyrics" (admin.access): the list, one, create, edit, bulk delete. */
export const lyricsModerationRoutes = new Hono<AppEnv>()
  .route('/', adminListRoutes('/lyrics', MODERATE, lyricsList))
  .get('/lyrics/:id{[0-9]+}', requirePermission(MODERATE), validate('param', idParam), responds(lyricsAnswer), async (c) => c.json(presentOne((await selectLyrics(c.get('db'), c.req.valid('param').id))[0])))
  .post('/lyrics', requirePermission(MODERATE), validate('json', lyricsCreateBody), responds(lyricsAnswer, 201), async (c) => {
    const input = c.req.valid('json');
    const db = c.get('db');
    const [[track], [taken]] = await db.batch([
      db.select({ id: tracks.id }).from(tracks).where(eq(tracks.id, input.track_id)).limit(1),
      db.select({ id: lyrics.id }).from(lyrics).where(eq(lyrics.track_id, input.track_id)).limit(1),
    ]);
    if (!track) throw ValidationError.field('track_id', 'No track has this id.');
    if (taken) throw ValidationError.field('track_id', 'This track already has lyrics: edit them.');
    const [created] = await db
      .insert(lyrics)
      .values({ track_id: input.track_id, text: input.text, synced: input.synced ?? looksLikeLrc(input.text) })
      .onConflictDoNothing()
      .returning({ id: lyrics.id });
    if (!created) throw ValidationError.field('track_id', 'This track already has lyrics: edit them.');
    return c.json(presentOne((await selectLyrics(db, created.id))[0]), 201);
  })
  .put('/lyrics/:id{[0-9]+}', requirePermission(MODERATE), validate('param', idParam), validate('json', lyricsBody), responds(lyricsAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const db = c.get('db');
    const [, [row]] = await db.batch([
      db
        .update(lyrics)
        .set({ text: input.text, synced: input.synced ?? looksLikeLrc(input.text), updated_at: isoNow })
        .where(eq(lyrics.id, id)),
      selectLyrics(db, id),
    ]);
    return c.json(presentOne(row));
  })
  .delete('/lyrics/:ids', requirePermission(MODERATE), validate('param', idsParam('lyrics')), responds(DeletedAnswer), async (c) => {
    const { ids } = c.req.valid('param');
    const deleted = await c.get('db').delete(lyrics).where(inArray(lyrics.id, ids)).returning({ id: lyrics.id });
    if (!deleted.length) throw notFound();
    return c.json({ deleted: deleted.length });
  });
