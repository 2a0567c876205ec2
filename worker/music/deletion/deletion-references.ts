/**
 * Every column that names a track, an album or an artist (docs/decisions/017).
 * The deletion batch (deletion-batch.ts) cleans each one, and the orphan test
 * (tests/worker/catalog-deletion.suite.ts) discovers such columns in the live
 * schema (foreign keys, `*_id` names, polymorphic `*_type`/`*_id` pairs) and
 * fails when one is missing here: a new table that references the catalog
 * must be added to this list and to the batch.
 */
export type CatalogTarget = 'tracks' | 'albums' | 'artists';

export type CatalogReference = {
  table: string;
  column: string;
  target: CatalogTarget;
  /** Polymorphic rows: the column naming the type and the type's value for this target. */
  type?: { column: string; value: string };
  /** How deletion treats the row: removed, its column cleared (a record that outlives the artist), or (JSON) matched inside a document. */
  how: 'delete' | 'set-null' | 'json-path';
};

const poly = (table: string, prefix: string, types: Partial<Record<CatalogTarget, string>>): CatalogReference[] =>
  Object.entries(types).map(([target, value]) => ({
    table,
    column: `${prefix}_id`,
    target: target as CatalogTarget,
    type: { column: `${prefix}_type`, value: value! },
    how: 'delete',
  }));

export const CATALOG_REFERENCES: CatalogReference[] = [
  // Catalog pivots and owned rows.
  { table: 'tracks', column: 'album_id', target: 'albums', how: 'delete' },
  { table: 'track_artists', column: 'track_id', target: 'tracks', how: 'delete' },
  { table: 'track_artists', column: 'artist_id', target: 'artists', how: 'delete' },
  { table: 'album_artists', column: 'album_id', target: 'albums', how: 'delete' },
  { table: 'album_artists', column: 'artist_id', target: 'artists', how: 'delete' },
  { table: 'track_genres', column: 'track_id', target: 'tracks', how: 'delete' },
  { table: 'track_tags', column: 'track_id', target: 'tracks', how: 'delete' },
  { table: 'album_tags', column: 'album_id', target: 'albums', how: 'delete' },
  { table: 'artist_genres', column: 'artist_id', target: 'artists', how: 'delete' },
  { table: 'artist_managers', column: 'artist_id', target: 'artists', how: 'delete' },
  { table: 'lyrics', column: 'track_id', target: 'tracks', how: 'delete' },
  // What listeners did with them.
  { table: 'playlist_tracks', column: 'track_id', target: 'tracks', how: 'delete' },
  { table: 'plays', column: 'track_id', target: 'tracks', how: 'delete' },
  ...poly('likes', 'likeable', { tracks: 'track', albums: 'album' }),
  ...poly('reposts', 'repostable', { tracks: 'track', albums: 'album' }),
  ...poly('comments', 'commentable', { tracks: 'track', albums: 'album' }),
  ...poly('follows', 'followable', { artists: 'artist' }),
  // OpenSubsonic (issue 28, db/subsonic.ts): ratings, and what a user is playing now. A saved play queue's
  // track_ids (JSON) keep a removed id: getPlayQueue answers only the songs that still exist.
  ...poly('user_ratings', 'rateable', { tracks: 'track', albums: 'album', artists: 'artist' }),
  { table: 'now_playing', column: 'track_id', target: 'tracks', how: 'delete' },
  // Where they are placed.
  ...poly('channel_items', 'item', { tracks: 'track', albums: 'album', artists: 'artist' }),
  ...poly('workspace_items', 'item', { tracks: 'track', albums: 'album', artists: 'artist' }),
  // Insights rollups of a removed scope (docs/decisions/019; the all scope's track and album keys stay, unlabelled lists drop them).
  ...poly('analytics_nodes', 'scope', { tracks: 'track', albums: 'album', artists: 'artist' }),
  // What a play was played from (the personal home's Jump back in): an album's plays go with its tracks (the player
  // names an album only while playing its own tracks); a play from an artist's page stays, without its context.
  { table: 'plays', column: 'context_id', target: 'albums', type: { column: 'context_type', value: 'album' }, how: 'delete' },
  { table: 'plays', column: 'context_id', target: 'artists', type: { column: 'context_type', value: 'artist' }, how: 'set-null' },
  // A backstage request is the requester's record: it stays, without its artist (ON DELETE SET NULL too).
  { table: 'backstage_requests', column: 'artist_id', target: 'artists', how: 'set-null' },
  // Notifications lead to /track/{id}/... or /album/{id}/... (data.mainAction.action).
  { table: 'notifications', column: 'data', target: 'tracks', how: 'json-path' },
  { table: 'notifications', column: 'data', target: 'albums', how: 'json-path' },
];

/** Search tables kept by triggers on the catalog tables (migrations/0003_search.sql): a delete removes the entry. */
export const CATALOG_FTS_TABLES = ['tracks_fts', 'albums_fts', 'artists_fts'] as const;
