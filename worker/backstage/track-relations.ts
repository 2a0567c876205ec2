import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { lyrics, trackArtists, trackGenres, trackTags } from '../../db/music-catalog';
import { isoNow } from '../../db/columns';
import type { SqliteBatchItem } from '../music/batch-rows';
import { taxonomyLinkWrites } from './catalog-names';
import { looksLikeLrc } from './lyrics-format';

export type TrackRelations = {
  artistIds?: number[];
  genres?: string[];
  tags?: string[];
  /** null removes the lyrics; undefined leaves them. */
  lyrics?: string | null;
};

/**
 * The writes that set a track's credits, genres, tags and lyrics, for one
 * db.batch. Each list given replaces the old one; genres and tags unknown so
 * far are created first (lower-case slug name, display name as typed).
 */
export function trackRelationWrites(db: Db, trackId: number, relations: TrackRelations): SqliteBatchItem[] {
  const writes: SqliteBatchItem[] = [];
  if (relations.artistIds) {
    writes.push(db.delete(trackArtists).where(eq(trackArtists.track_id, trackId)));
    if (relations.artistIds.length) {
      writes.push(db.insert(trackArtists).values(relations.artistIds.map((artist_id, position) => ({ track_id: trackId, artist_id, position }))));
    }
  }
  if (relations.genres) {
    writes.push(
      ...taxonomyLinkWrites(db, 'genre', trackId, relations.genres, {
        clear: db.delete(trackGenres).where(eq(trackGenres.track_id, trackId)),
        link: (rows) => db.insert(trackGenres).select(rows).onConflictDoNothing(),
      }),
    );
  }
  if (relations.tags) {
    writes.push(
      ...taxonomyLinkWrites(db, 'tag', trackId, relations.tags, {
        clear: db.delete(trackTags).where(eq(trackTags.track_id, trackId)),
        link: (rows) => db.insert(trackTags).select(rows).onConflictDoNothing(),
      }),
    );
  }
  if (relations.lyrics === null) writes.push(db.delete(lyrics).where(eq(lyrics.track_id, trackId)));
  if (typeof relations.lyrics === 'string') {
    const synced = looksLikeLrc(relations.lyrics);
    writes.push(
      db
        .insert(lyrics)
        .values({ track_id: trackId, text: relations.lyrics, synced })
        .onConflictDoUpdate({ target: lyrics.track_id, set: { text: relations.lyrics, synced, updated_at: isoNow } }),
    );
  }
  return writes;
}
