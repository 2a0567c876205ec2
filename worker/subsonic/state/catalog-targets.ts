import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { albums, artists, tracks } from '../../../db/music-catalog';
import { inIds } from '../../music/deletion/deletion-scope';
import { asBatch } from '../../music/batch-rows';
import { parseTypedId } from '../subsonic-ids';
import type { SubsonicParams } from '../subsonic-params';
import { notFound } from '../subsonic-types';

/** Songs, albums and artists a state method names, each list without repeats. */
export type CatalogTargets = { track: number[]; album: number[]; artist: number[] };

const unique = (ids: number[]) => [...new Set(ids)];

/**
 * star/unstar/setRating's targets: `id` (a plain id is a song, `al-`/`ar-`
 * an album or artist; docs/api/subsonic.md, "Ids"), `albumId` and
 * `artistId`. Anything else (a playlist, a malformed id) is error 70.
 */
export function readTargets(params: SubsonicParams, names: { typed: string; album?: string; artist?: string }): CatalogTargets {
  const targets: CatalogTargets = { track: [], album: [], artist: [] };
  for (const raw of params.getAll(names.typed)) {
    const { kind, id } = parseTypedId(raw);
    if (kind === 'playlist') throw notFound();
    targets[kind].push(id);
  }
  if (names.album) targets.album.push(...params.ids(names.album));
  if (names.artist) targets.artist.push(...params.ids(names.artist));
  return { track: unique(targets.track), album: unique(targets.album), artist: unique(targets.artist) };
}

export const targetCount = (targets: CatalogTargets) => targets.track.length + targets.album.length + targets.artist.length;

/**
 * Error 70 unless every target exists, read in one batch before anything is
 * written (one JSON parameter per list, so any number of ids fits D1's
 * bound-parameter limit). Every song, album and artist is visible to a user
 * who may browse (music.view, checked by the endpoint's authentication), as
 * in the web app's catalog routes.
 */
export async function requireTargets(db: Db, targets: CatalogTargets): Promise<void> {
  const reads = (
    [
      [tracks, targets.track],
      [albums, targets.album],
      [artists, targets.artist],
    ] as const
  )
    .filter(([, ids]) => ids.length)
    .map(([table, ids]) => ({ ids, read: db.select({ id: table.id }).from(table).where(sql`${table.id} IN ${inIds(ids)}`) }));
  if (!reads.length) return;
  const found = await db.batch(asBatch(reads.map((r) => r.read)));
  reads.forEach(({ ids }, i) => {
    if ((found[i] as unknown[]).length !== ids.length) throw notFound();
  });
}

/** Error 70 unless every one of these song ids exists (repeats allowed). */
export const requireTracks = (db: Db, ids: number[]) => requireTargets(db, { track: unique(ids), album: [], artist: [] });
