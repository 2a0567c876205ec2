import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { artists, genres, tags } from '../../db/music-catalog';
import type { AuthUser } from '../permissions/auth-user';
import type { SqliteBatchItem } from '../music/batch-rows';
import { rawBatch } from '../raw-batch';
import { workspaceItems } from '../../db/workspaces';

/** Genre and tag names as they appear in URLs: lower-case, words joined by dashes; display names stay as typed. */
export const taxonomySlug = (name: string) => name.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, '-');

/** One entry per name, first spelling wins, compared case-insensitively. */
export function uniqueNames(names: string[], key: (name: string) => string = (n) => n.toLowerCase()) {
  const seen = new Map<string, string>();
  for (const name of names) if (!seen.has(key(name))) seen.set(key(name), name);
  return [...seen.entries()].map(([slug, display]) => ({ slug, display }));
}

/** INSERT of the genres or tags not yet known (run in the write batch, before the pivot insert). */
export function insertTaxonomy(db: Db, type: 'genre' | 'tag', names: string[]) {
  const rows = uniqueNames(names, taxonomySlug).map(({ slug, display }) => ({ name: slug, display_name: display }));
  return (type === 'genre' ? db.insert(genres) : db.insert(tags)).values(rows).onConflictDoNothing();
}

/** The slugs as one JSON parameter, so any number fits D1's 100 parameters per statement. */
export const slugsJson = (names: string[]) => JSON.stringify(uniqueNames(names, taxonomySlug).map((n) => n.slug));

/**
 * The writes that replace an item's genre or tag links with the named ones:
 * `clear` removes the old links; unknown names are created; `link` inserts
 * the rows that `SELECT ownerId, id` of each named genre or tag yields.
 */
export function taxonomyLinkWrites(
  db: Db,
  type: 'genre' | 'tag',
  ownerId: number,
  names: string[],
  pivot: { clear: SqliteBatchItem; link: (rows: SQL) => SqliteBatchItem },
): SqliteBatchItem[] {
  if (!names.length) return [pivot.clear];
  const table = sql.raw(type === 'genre' ? 'genres' : 'tags');
  const rows = sql`SELECT ${ownerId}, x.id FROM ${table} x WHERE x.name IN (SELECT value FROM json_each(${slugsJson(names)}))`;
  return [pivot.clear, insertTaxonomy(db, type, names), pivot.link(rows)];
}

/**
 * The INSERT of the artist `source` selects (one row of name and owner, or
 * none), and the workspace's item for it when one was inserted: the check
 * and the write in one statement, in one batch, so uploads at the same time
 * never create an artist twice.
 */
function insertArtistOnce(source: SQL, workspaceId: number): SQL[] {
  const insert = sql`INSERT INTO artists (name, owner_id) ${source}`;
  if (workspaceId === 0) return [insert];
  // changes() is the insert's row count and last_insert_rowid() its id (the artists' search trigger leaves both alone).
  return [insert, sql`INSERT INTO workspace_items (item_type, item_id, workspace_id) SELECT 'artist', last_insert_rowid(), ${workspaceId} WHERE changes() = 1 ON CONFLICT DO NOTHING`];
}

/**
 * The uploader's own artist (artists.owner_id), created on their first
 * publish under their name when they have none. In a workspace, the
 * workspace's first artist, created under the workspace's name.
 */
export async function uploaderArtistId(db: Db, user: AuthUser, workspaceId = 0): Promise<number> {
  // A workspace's artist is its creator's (owner_id) but not their own: personal uploads never credit it.
  const inNoWorkspace = sql`NOT EXISTS (SELECT 1 FROM workspace_items i WHERE i.item_type = 'artist' AND i.item_id = ${artists.id})`;
  const first = () =>
    workspaceId === 0
      ? db
          .select({ id: artists.id })
          .from(artists)
          .where(and(eq(artists.owner_id, user.id), inNoWorkspace))
          .orderBy(asc(artists.id))
          .limit(1)
      : heldArtists(db, workspaceId).limit(1);
  const [found] = await first();
  if (found) return found.id;
  const source =
    workspaceId === 0
      ? sql`SELECT ${user.name}, ${user.id} WHERE NOT EXISTS (SELECT 1 FROM artists WHERE owner_id = ${user.id} AND ${inNoWorkspace})`
      : sql`SELECT w.name, ${user.id} FROM workspaces w WHERE w.id = ${workspaceId}
          AND NOT EXISTS (SELECT 1 FROM workspace_items i WHERE i.workspace_id = ${workspaceId} AND i.item_type = 'artist')`;
  await rawBatch(db, insertArtistOnce(source, workspaceId));
  const [created] = await first();
  return created.id;
}

/** The artists a workspace holds, oldest first (workspace_items_workspace_idx). */
const heldArtists = (db: Db, workspaceId: number, among?: number[]) =>
  db
    .select({ id: workspaceItems.item_id })
    .from(workspaceItems)
    .where(and(eq(workspaceItems.workspace_id, workspaceId), eq(workspaceItems.item_type, 'artist'), among ? inArray(workspaceItems.item_id, among) : undefined))
    .orderBy(asc(workspaceItems.item_id));

/** SQLite's lower() folds ASCII letters only, as this does (JavaScript's folds every script). */
const asciiLower = (name: string) => name.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * Artists whose name is one of `wanted` in any ASCII case, through the
 * artists_name_lower_idx expression index: each name is looked up both as
 * SQLite would fold its exact spelling and fully lower-cased, which catches
 * other scripts' case variants where the stored name is lower case.
 */
export function artistsNamed(db: Db, wanted: { slug: string; display: string }[]) {
  const keys = [...new Set(wanted.flatMap((n) => [n.slug, asciiLower(n.display)]))];
  return db
    .select({ id: artists.id, name: artists.name, owner_id: artists.owner_id })
    .from(artists)
    .where(inArray(sql`lower(${artists.name})`, keys))
    .orderBy(asc(artists.id));
}

/** The named artists of `found` by lower-cased name: the workspace's own first, then the uploader's, then the oldest. */
async function rankArtists(db: Db, user: AuthUser, found: { id: number; name: string; owner_id: number | null }[], workspaceId: number) {
  const held = workspaceId !== 0 && found.length ? new Set((await heldArtists(db, workspaceId, found.map((row) => row.id))).map((row) => row.id)) : new Set<number>();
  const rank = (row: { id: number; owner_id: number | null }) => (held.has(row.id) ? 2 : workspaceId === 0 && row.owner_id === user.id ? 1 : 0);
  const byKey = new Map<string, (typeof found)[number]>();
  for (const row of found) {
    const key = row.name.toLowerCase();
    const current = byKey.get(key);
    if (!current || rank(row) > rank(current)) byKey.set(key, row);
  }
  return new Map([...byKey].map(([key, row]) => [key, row.id]));
}

/**
 * Credited artists by name, in the order given: an existing artist of that
 * name (case-insensitive; the workspace's own first, then the uploader's),
 * else a new one owned by the uploader and held by the workspace, created
 * only while no artist has the name (insertArtistOnce). No names means the
 * uploader's (or the workspace's) own artist.
 */
export async function resolveArtistIds(db: Db, user: AuthUser, names: string[], workspaceId = 0): Promise<number[]> {
  const wanted = uniqueNames(names);
  if (!wanted.length) return [await uploaderArtistId(db, user, workspaceId)];
  const ids = await rankArtists(db, user, await artistsNamed(db, wanted), workspaceId);
  const missing = wanted.filter((n) => !ids.has(n.slug));
  if (missing.length) {
    const keys = (n: { slug: string; display: string }) => sql.join([...new Set([n.slug, asciiLower(n.display)])].map((key) => sql`${key}`), sql`, `);
    await rawBatch(
      db,
      missing.flatMap((n) => insertArtistOnce(sql`SELECT ${n.display}, ${user.id} WHERE NOT EXISTS (SELECT 1 FROM artists WHERE lower(name) IN (${keys(n)}))`, workspaceId)),
    );
    for (const [key, id] of await rankArtists(db, user, await artistsNamed(db, missing), workspaceId)) ids.set(key, id);
  }
  return wanted.map((n) => ids.get(n.slug)!);
}
