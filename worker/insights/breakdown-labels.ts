import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import type { AnalyticsDimension } from '../../db/analytics';
import { DEVICE_LABELS, DIRECT, UNKNOWN, type BreakdownEntry, type TopAlbumEntry, type TopTrackEntry } from './insights-types';
import type { Breakdown } from './analytics-read';
import { artistsJson, parseJsonList } from '../music/select/json-list';
import { rawBatch } from '../raw-batch';
import { memoize } from '../cache/memory-cache';

/** Display labels of keys that carry their own meaning (the client may localize country codes). */
export function labelled(dimension: AnalyticsDimension, entries: Breakdown[] = []): BreakdownEntry[] {
  return entries.map((entry) => {
    let label = entry.key;
    if (dimension === 'city') label = entry.key.slice(entry.key.indexOf(':') + 1);
    else if (dimension === 'device') label = DEVICE_LABELS[entry.key] ?? UNKNOWN;
    else if (dimension === 'referrer' && !entry.key) label = DIRECT;
    else if (!entry.key) label = UNKNOWN;
    return { ...entry, label };
  });
}

/** Names, images and artists of tracks by id (`ids`: SQL of ids). */
const trackNames = (ids: SQL) =>
  sql`SELECT t.id, t.name, coalesce(t.image, a.image) AS image, ${artistsJson('track_artists', 'track_id', sql`t.id`)} AS artists
    FROM tracks t LEFT JOIN albums a ON a.id = t.album_id WHERE t.id IN (${ids})`;

/** Names and images of albums by id (`ids`: SQL of ids). */
const albumNames = (ids: SQL) => sql`SELECT id, name, image FROM albums WHERE id IN (${ids})`;

/**
 * Names, images and artists of the top tracks and albums: one more batch, by
 * primary key, only when there are any and the same lists were not named in
 * this isolate lately. They are public catalog answers, kept as the catalog
 * pages are (worker/cache/memory-cache.ts: 10 s, and forgotten at any write
 * this isolate handles, a rename or a deletion among them), so a report
 * whose top lists did not change since the rollup (report-cache.ts) reads
 * no names.
 */
export async function topCatalogEntries(db: Db, tracks: Breakdown[] = [], albums: Breakdown[] = []): Promise<{ top_tracks: TopTrackEntry[]; top_albums: TopAlbumEntry[] }> {
  if (!tracks.length && !albums.length) return { top_tracks: [], top_albums: [] };
  const idList = (list: Breakdown[]) => list.map((entry) => Number(entry.key));
  const ids = (list: Breakdown[]) => sql`SELECT value FROM json_each(${JSON.stringify(idList(list))})`;
  const byId = (rows: Record<string, unknown>[]) => new Map(rows.map((row) => [String(row.id), row]));
  const { trackById, albumById } = await memoize(`insights:names:${idList(tracks).join(',')}:${idList(albums).join(',')}`, async () => {
    const [trackRows, albumRows] = await rawBatch(db, [trackNames(ids(tracks)), albumNames(ids(albums))]);
    return { trackById: byId(trackRows), albumById: byId(albumRows) };
  });
  return {
    // A track or album deleted since its plays were counted has no row: it leaves the list.
    top_tracks: tracks.flatMap((entry) => {
      const row = trackById.get(entry.key);
      return row
        ? [{ ...entry, label: String(row.name), image: (row.image as string | null) ?? null, artists: parseJsonList<{ id: number; name: string }>(row.artists as string) }]
        : [];
    }),
    top_albums: albums.flatMap((entry) => {
      const row = albumById.get(entry.key);
      return row ? [{ ...entry, label: String(row.name), image: (row.image as string | null) ?? null }] : [];
    }),
  };
}
