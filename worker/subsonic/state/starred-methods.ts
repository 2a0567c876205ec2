import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { follows, likes } from '../../../db/music-social';
import { rawBatch } from '../../raw-batch';
import { albumAsDirectory, albumsByIdsSql, artistsByIdsSql, songsByIdsSql, toAlbum, toArtist, toChild, type PayloadUser } from '../payloads';
import { typedId } from '../subsonic-ids';
import type { SubsonicMethods, SubsonicRequest } from '../subsonic-types';

/**
 * What the user starred: the songs and albums they liked and the artists
 * they follow in the web app (the library's lists; newest first, on
 * likes_user_recent_idx and follows_follower_recent_idx), then the three
 * lists' payloads in one more batch.
 */
async function loadStarred(db: Db, user: PayloadUser) {
  const liked = (type: 'track' | 'album') =>
    db
      .select({ id: likes.likeable_id })
      .from(likes)
      .where(and(eq(likes.user_id, user.id), eq(likes.likeable_type, type)))
      .orderBy(desc(likes.created_at), desc(likes.likeable_id));
  const [songIds, albumIds, artistIds] = await db.batch([
    liked('track'),
    liked('album'),
    db
      .select({ id: follows.followable_id })
      .from(follows)
      .where(and(eq(follows.follower_id, user.id), eq(follows.followable_type, 'artist')))
      .orderBy(desc(follows.created_at), desc(follows.followable_id)),
  ]);
  const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
  const [songs, albums, artists] = await rawBatch(db, [
    songsByIdsSql(user, idsOf(songIds)),
    albumsByIdsSql(user, idsOf(albumIds)),
    artistsByIdsSql(user, idsOf(artistIds)),
  ]);
  return { songs: songs.map(toChild), albums: albums.map(toAlbum), artistRows: artists };
}

/** getStarred2: ID3 answers (Child songs, AlbumID3, ArtistID3). */
async function getStarred2({ c, user }: SubsonicRequest) {
  const { songs, albums, artistRows } = await loadStarred(c.get('db'), user);
  const origin = new URL(c.req.url).origin;
  return { starred2: { artist: artistRows.map((row) => toArtist(row, origin)), album: albums, song: songs } };
}

/** getStarred: the folder model (albums as directory Children "al-3", artists as Artist "ar-5"). */
async function getStarred({ c, user }: SubsonicRequest) {
  const { songs, albums, artistRows } = await loadStarred(c.get('db'), user);
  const origin = new URL(c.req.url).origin;
  const artist = artistRows.map((row) => {
    const { id, name, artistImageUrl, starred, userRating } = toArtist(row, origin);
    return { id: typedId('artist', Number(id)), name, artistImageUrl, starred, userRating };
  });
  return { starred: { artist, album: albums.map(albumAsDirectory), song: songs } };
}

export const starredMethods: SubsonicMethods = { getStarred, getStarred2 };
