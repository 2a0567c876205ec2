import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { isoNow } from '../../../db/columns';
import { rawBatch } from '../../raw-batch';
import { inIds, type DeletionScope } from './deletion-scope';

/** The path a notification leads to, when it is a track's or an album's page (worker/notifications/events/). */
const ACTION = sql`json_extract(n.data, '$.mainAction.action')`;

/**
 * Notifications that lead to a removed track or album: `/track/{id}/...` and
 * `/album/{id}/...` (both prefixes are 7 characters; CAST reads the id's digits).
 */
const namesRemoved = (scope: DeletionScope): SQL => {
  const parts: SQL[] = [];
  if (scope.tracks.length) parts.push(sql`(${ACTION} LIKE '/track/%' AND CAST(substr(${ACTION}, 8) AS INTEGER) IN ${inIds(scope.tracks)})`);
  if (scope.albums.length) parts.push(sql`(${ACTION} LIKE '/album/%' AND CAST(substr(${ACTION}, 8) AS INTEGER) IN ${inIds(scope.albums)})`);
  return sql.join(parts, sql` OR `);
};

/** `type = value AND id IN ids` for each polymorphic target that has ids. */
const polymorphic = (typeColumn: string, idColumn: string, targets: [string, number[]][]): SQL | null => {
  const parts = targets
    .filter(([, ids]) => ids.length)
    .map(([value, ids]) => sql`(${sql.identifier(typeColumn)} = ${value} AND ${sql.identifier(idColumn)} IN ${inIds(ids)})`);
  return parts.length ? sql.join(parts, sql` OR `) : null;
};

/**
 * The statements of the one D1 batch (docs/decisions/017), in order:
 * counters of the rows that stay first (they read the rows about to go),
 * then every row that names a removed track, album or artist
 * (deletion-references.ts), then the rows themselves; the search tables
 * follow through their delete triggers. Each statement carries its ids as
 * one JSON parameter per list, so any scope stays far under D1's 100
 * bound parameters, and the statement count does not grow with the ids.
 */
export function deletionStatements(scope: DeletionScope): SQL[] {
  const { tracks: T, albums: A, artists: R } = scope;
  const out: SQL[] = [];
  if (T.length) {
    // Plays counters of the albums and artists that stay lose the removed tracks' plays.
    out.push(sql`UPDATE albums SET plays = max(0, plays - (SELECT coalesce(sum(t.plays), 0) FROM tracks t WHERE t.album_id = albums.id AND t.id IN ${inIds(T)}))
      WHERE id IN (SELECT album_id FROM tracks WHERE id IN ${inIds(T)} AND album_id IS NOT NULL) AND id NOT IN ${inIds(A)}`);
    out.push(sql`UPDATE artists SET plays = max(0, plays - (SELECT coalesce(sum(t.plays), 0) FROM track_artists ta JOIN tracks t ON t.id = ta.track_id
        WHERE ta.artist_id = artists.id AND ta.track_id IN ${inIds(T)}))
      WHERE id IN (SELECT artist_id FROM track_artists WHERE track_id IN ${inIds(T)}) AND id NOT IN ${inIds(R)}`);
    // Playlists that hold a removed track: counted again without it.
    out.push(sql`UPDATE playlists SET
        tracks_count = (SELECT count(*) FROM playlist_tracks pt WHERE pt.playlist_id = playlists.id AND pt.track_id NOT IN ${inIds(T)}),
        duration = (SELECT coalesce(sum(t.duration), 0) FROM playlist_tracks pt JOIN tracks t ON t.id = pt.track_id
          WHERE pt.playlist_id = playlists.id AND pt.track_id NOT IN ${inIds(T)}),
        updated_at = ${isoNow}
      WHERE id IN (SELECT playlist_id FROM playlist_tracks WHERE track_id IN ${inIds(T)})`);
  }
  if (T.length || A.length) {
    const named = namesRemoved(scope);
    // Unread counts lose the unread notifications about to go, and their version moves on (docs/decisions/013).
    out.push(sql`UPDATE notification_counts SET
        unread = max(0, unread - (SELECT count(*) FROM notifications n WHERE n.user_id = notification_counts.user_id AND n.read_at IS NULL AND (${named}))),
        version = version + 1
      WHERE user_id IN (SELECT n.user_id FROM notifications n WHERE n.read_at IS NULL AND (${named}))`);
    out.push(sql`DELETE FROM notifications AS n WHERE ${named}`);
  }
  const items: [string, number[]][] = [
    ['track', T],
    ['album', A],
  ];
  if (T.length) out.push(sql`DELETE FROM playlist_tracks WHERE track_id IN ${inIds(T)}`);
  for (const [table, prefix] of [
    ['likes', 'likeable'],
    ['reposts', 'repostable'],
    ['comments', 'commentable'],
  ] as const) {
    const where = polymorphic(`${prefix}_type`, `${prefix}_id`, items);
    if (where) out.push(sql`DELETE FROM ${sql.identifier(table)} WHERE ${where}`);
  }
  // OpenSubsonic ratings (db/subsonic.ts) of every removed kind.
  const rated = polymorphic('rateable_type', 'rateable_id', [...items, ['artist', R]]);
  if (rated) out.push(sql`DELETE FROM user_ratings WHERE ${rated}`);
  if (T.length) {
    for (const table of ['plays', 'lyrics', 'track_genres', 'track_tags', 'now_playing']) out.push(sql`DELETE FROM ${sql.identifier(table)} WHERE track_id IN ${inIds(T)}`);
  }
  if (T.length || R.length) out.push(sql`DELETE FROM track_artists WHERE track_id IN ${inIds(T)} OR artist_id IN ${inIds(R)}`);
  if (A.length) out.push(sql`DELETE FROM album_tags WHERE album_id IN ${inIds(A)}`);
  if (A.length || R.length) out.push(sql`DELETE FROM album_artists WHERE album_id IN ${inIds(A)} OR artist_id IN ${inIds(R)}`);
  if (R.length) {
    out.push(sql`DELETE FROM artist_genres WHERE artist_id IN ${inIds(R)}`);
    out.push(sql`DELETE FROM artist_managers WHERE artist_id IN ${inIds(R)}`);
    out.push(sql`DELETE FROM follows WHERE followable_type = 'artist' AND followable_id IN ${inIds(R)}`);
    out.push(sql`UPDATE backstage_requests SET artist_id = NULL WHERE artist_id IN ${inIds(R)}`);
    // plays_artist_context_idx holds just these rows.
    out.push(sql`UPDATE plays SET context_type = NULL, context_id = NULL WHERE context_type = 'artist' AND context_id IN ${inIds(R)}`);
  }
  const placed = polymorphic('item_type', 'item_id', [...items, ['artist', R]]);
  if (placed) {
    out.push(sql`DELETE FROM channel_items WHERE ${placed}`);
    out.push(sql`DELETE FROM workspace_items WHERE ${placed}`);
  }
  // Insights of the removed scopes (docs/decisions/019): only plays have per-item scopes; the PK leads with metric and scope.
  for (const [type, ids] of [...items, ['artist', R]] as [string, number[]][]) {
    if (!ids.length) continue;
    out.push(sql`DELETE FROM analytics_nodes WHERE metric = 'plays' AND scope_type = ${type} AND scope_id IN ${inIds(ids)}`);
  }
  if (T.length) out.push(sql`DELETE FROM tracks WHERE id IN ${inIds(T)}`);
  if (A.length) out.push(sql`DELETE FROM albums WHERE id IN ${inIds(A)}`);
  if (R.length) out.push(sql`DELETE FROM artists WHERE id IN ${inIds(R)}`);
  return out;
}

/**
 * Runs the statements as one D1 batch (one transaction: all or nothing) on
 * the request's D1 session. Returns how many statements the batch held.
 */
export async function runDeletion(db: Db, scope: DeletionScope): Promise<number> {
  const statements = deletionStatements(scope);
  await rawBatch(db, statements);
  return statements.length;
}
