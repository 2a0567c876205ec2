import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { albums, artists, tracks } from '../../../db/music-catalog';
import { playlists } from '../../../db/music-social';
import { canView } from '../../playlists/playlist-access';
import type { ItemKind } from '../subsonic-ids';

/**
 * The image URL (`/storage/images/...` or an external https URL) that an
 * item's coverArt id names, in one read: an album's or artist's own; a
 * song's, else its album's; a playlist's, else the first track's (by
 * position) as a song's. Null for an unknown item, one without an image, and
 * a private playlist of someone else (it does not exist for them).
 */
export async function coverImageOf(db: Db, kind: ItemKind, id: number, userId: number): Promise<string | null> {
  if (kind === 'album') return (await db.select({ image: albums.image }).from(albums).where(eq(albums.id, id)).limit(1))[0]?.image ?? null;
  if (kind === 'artist') return (await db.select({ image: artists.image }).from(artists).where(eq(artists.id, id)).limit(1))[0]?.image ?? null;
  if (kind === 'track') {
    const [row] = await db
      .select({ image: sql<string | null>`COALESCE(${tracks.image}, ${albums.image})` })
      .from(tracks)
      .leftJoin(albums, eq(albums.id, tracks.album_id))
      .where(eq(tracks.id, id))
      .limit(1);
    return row?.image ?? null;
  }
  // playlist_tracks_order_idx: the first track is one index step.
  const firstTrackImage = sql<string | null>`(SELECT COALESCE(t.image, al.image) FROM playlist_tracks pt
    JOIN tracks t ON t.id = pt.track_id LEFT JOIN albums al ON al.id = t.album_id
    WHERE pt.playlist_id = ${playlists.id} ORDER BY pt.position LIMIT 1)`;
  const [row] = await db
    .select({ public: playlists.public, owner_id: playlists.owner_id, image: sql<string | null>`COALESCE(${playlists.image}, ${firstTrackImage})` })
    .from(playlists)
    .where(eq(playlists.id, id))
    .limit(1);
  return row && canView(row, userId) ? row.image : null;
}
