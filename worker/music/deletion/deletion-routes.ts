import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../../types';
import type { Db } from '../../db';
import { validate } from '../../http/validate';
import { forbidden, notFound } from '../../http/errors';
import { requireAuth } from '../../permissions/guard';
import { userHasPermission } from '../../permissions/auth-user';
import { DELETABLE_TYPES, inIds, resolveDeletion, type DeletableType, type DeletionScope } from './deletion-scope';
import { runDeletion } from './deletion-batch';
import { removeUnusedMedia } from './deletion-media';
import { responds } from '../../http/responds';
import { DeletedAnswer } from '../../http/response-fields';

export const MAX_DELETE_IDS = 100;
const IDS_MESSAGE = `Name 1 to ${MAX_DELETE_IDS} positive ids, comma-separated.`;

/** `{ids}`: 1 to 100 comma-separated positive ids (duplicates dropped). */
export const deletionIds = z
  .string()
  .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,99}$/, IDS_MESSAGE)
  .transform((ids) => [...new Set(ids.split(',').map(Number))])
  .refine((ids) => ids.every(Number.isSafeInteger), IDS_MESSAGE);

const idsParam = z.object({ ids: deletionIds });
const previewQuery = z.object({ type: z.enum(DELETABLE_TYPES, { message: 'Choose track, album or artist.' }), ids: deletionIds });

/**
 * Who deletes (docs/api/catalog-deletion.md): `admin.access` anything
 * (null); a user with `music.create` their own tracks and albums and those
 * of the artists they manage (their id); anyone else 403.
 */
function deleterOf(c: Context<AppEnv>): number | null {
  const user = c.get('user')!;
  if (userHasPermission(user, 'admin.access')) return null;
  if (userHasPermission(user, 'music.create')) return user.id;
  throw forbidden();
}

async function scopeFor(c: Context<AppEnv>, type: DeletableType, ids: number[]): Promise<DeletionScope> {
  const outcome = await resolveDeletion(c.get('db'), type, ids, deleterOf(c));
  if (outcome.status === 'not-found') throw notFound();
  if (outcome.status === 'forbidden') throw forbidden();
  return outcome.scope;
}

const count = z.int();
export const DeletionPreview = z.object({
  type: z.enum(DELETABLE_TYPES),
  /** Requested rows that exist. */
  found: count,
  tracks: count,
  albums: count,
  artists: count,
  comments: count,
  plays: count,
  likes: count,
  reposts: count,
  playlist_entries: count,
  playlists: count,
  lyrics: count,
  follows: count,
  notifications: count,
  channel_items: count,
});
export type DeletionPreview = z.infer<typeof DeletionPreview>;

/** The counts the confirmation dialog names, read in one statement from the same scope the deletion removes. */
async function previewOf(db: Db, scope: DeletionScope): Promise<DeletionPreview> {
  const T = inIds(scope.tracks);
  const A = inIds(scope.albums);
  const R = inIds(scope.artists);
  const action = sql`json_extract(n.data, '$.mainAction.action')`;
  const [row] = await db.all<Omit<DeletionPreview, 'type' | 'found' | 'tracks' | 'albums' | 'artists'>>(sql`SELECT
      (SELECT count(*) FROM comments WHERE (commentable_type = 'track' AND commentable_id IN ${T}) OR (commentable_type = 'album' AND commentable_id IN ${A})) AS comments,
      (SELECT count(*) FROM plays WHERE track_id IN ${T}) AS plays,
      (SELECT count(*) FROM likes WHERE (likeable_type = 'track' AND likeable_id IN ${T}) OR (likeable_type = 'album' AND likeable_id IN ${A})) AS likes,
      (SELECT count(*) FROM reposts WHERE (repostable_type = 'track' AND repostable_id IN ${T}) OR (repostable_type = 'album' AND repostable_id IN ${A})) AS reposts,
      (SELECT count(*) FROM playlist_tracks WHERE track_id IN ${T}) AS playlist_entries,
      (SELECT count(DISTINCT playlist_id) FROM playlist_tracks WHERE track_id IN ${T}) AS playlists,
      (SELECT count(*) FROM lyrics WHERE track_id IN ${T}) AS lyrics,
      (SELECT count(*) FROM follows WHERE followable_type = 'artist' AND followable_id IN ${R}) AS follows,
      (SELECT count(*) FROM notifications n WHERE (${action} LIKE '/track/%' AND CAST(substr(${action}, 8) AS INTEGER) IN ${T})
        OR (${action} LIKE '/album/%' AND CAST(substr(${action}, 8) AS INTEGER) IN ${A})) AS notifications,
      (SELECT count(*) FROM channel_items WHERE (item_type = 'track' AND item_id IN ${T}) OR (item_type = 'album' AND item_id IN ${A})
        OR (item_type = 'artist' AND item_id IN ${R})) AS channel_items`);
  return {
    type: scope.type,
    found: scope.found.length,
    tracks: scope.tracks.length,
    albums: scope.albums.length,
    artists: scope.artists.length,
    ...row,
  };
}

/** Header naming how many statements the request's one D1 batch held (the bench reports it). */
export const STATEMENTS_HEADER = 'X-Deletion-Statements';

/** Before validation, so a listener learns nothing from a 422. */
const mayDelete = createMiddleware<AppEnv>(async (c, next) => {
  deleterOf(c);
  await next();
});

async function deleteAll(c: Context<AppEnv>, type: DeletableType, ids: number[]) {
  const scope = await scopeFor(c, type, ids);
  const db = c.get('db');
  const statements = await runDeletion(db, scope);
  // The rows are gone whatever happens to the objects: a failed R2 delete leaves an unused object, never a broken row.
  await removeUnusedMedia(db, c.env.MEDIA, scope).catch((error: unknown) => console.error('catalog deletion: media cleanup failed', error));
  c.header(STATEMENTS_HEADER, String(statements));
  return c.json({ deleted: scope.found.length });
}

/**
 * docs/api/catalog-deletion.md: DELETE tracks/{ids}, albums/{ids} and
 * artists/{ids}, whole and safe in one D1 batch, and the preview of what
 * each would remove.
 */
export const catalogDeletionRoutes = new Hono<AppEnv>()
  .get('/admin/deletion-preview', requireAuth, mayDelete, validate('query', previewQuery), responds(DeletionPreview), async (c) => {
    const { type, ids } = c.req.valid('query');
    return c.json(await previewOf(c.get('db'), await scopeFor(c, type, ids)));
  })
  .delete('/tracks/:ids', requireAuth, mayDelete, validate('param', idsParam), responds(DeletedAnswer), (c) => deleteAll(c, 'track', c.req.valid('param').ids))
  .delete('/albums/:ids', requireAuth, mayDelete, validate('param', idsParam), responds(DeletedAnswer), (c) => deleteAll(c, 'album', c.req.valid('param').ids))
  .delete('/artists/:ids', requireAuth, mayDelete, validate('param', idsParam), responds(DeletedAnswer), (c) => deleteAll(c, 'artist', c.req.valid('param').ids));
