import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db';
import { users } from '../../db/users';
import { albums, artists, tracks } from '../../db/music-catalog';
import { comments, follows, likes, playlists, playlistTracks, reposts } from '../../db/music-social';
import { fileEntries } from '../../db/files';

/** A polymorphic row's target name: the first of the joined tables that matched. */
const nameOf = (...columns: SQLiteColumn[]) => sql<string | null>`coalesce(${sql.join(columns, sql`, `)})`;

/** One statement per part of the library (exported for the query-plan test). */
export const libraryStatements = (db: Db, userId: number) => {
  const owned = db.select({ id: playlists.id }).from(playlists).where(eq(playlists.owner_id, userId));
  return [
    db
      .select({
        id: playlists.id,
        name: playlists.name,
        description: playlists.description,
        image: playlists.image,
        public: playlists.public,
        collaborative: playlists.collaborative,
        created_at: playlists.created_at,
        updated_at: playlists.updated_at,
      })
      .from(playlists)
      .where(eq(playlists.owner_id, userId)),
    db
      .select({ playlist_id: playlistTracks.playlist_id, id: tracks.id, name: tracks.name, added_at: playlistTracks.created_at })
      .from(playlistTracks)
      .innerJoin(tracks, eq(tracks.id, playlistTracks.track_id))
      .where(inArray(playlistTracks.playlist_id, owned))
      .orderBy(asc(playlistTracks.playlist_id), asc(playlistTracks.position)),
    db
      .select({ type: likes.likeable_type, id: likes.likeable_id, name: nameOf(tracks.name, albums.name), created_at: likes.created_at })
      .from(likes)
      .leftJoin(tracks, and(eq(likes.likeable_type, 'track'), eq(tracks.id, likes.likeable_id)))
      .leftJoin(albums, and(eq(likes.likeable_type, 'album'), eq(albums.id, likes.likeable_id)))
      .where(eq(likes.user_id, userId)),
    db
      .select({
        type: follows.followable_type,
        id: follows.followable_id,
        name: nameOf(users.name, artists.name, playlists.name),
        created_at: follows.created_at,
      })
      .from(follows)
      .leftJoin(users, and(eq(follows.followable_type, 'user'), eq(users.id, follows.followable_id)))
      .leftJoin(artists, and(eq(follows.followable_type, 'artist'), eq(artists.id, follows.followable_id)))
      .leftJoin(playlists, and(eq(follows.followable_type, 'playlist'), eq(playlists.id, follows.followable_id)))
      .where(eq(follows.follower_id, userId)),
    db
      .select({ type: reposts.repostable_type, id: reposts.repostable_id, name: nameOf(tracks.name, albums.name), created_at: reposts.created_at })
      .from(reposts)
      .leftJoin(tracks, and(eq(reposts.repostable_type, 'track'), eq(tracks.id, reposts.repostable_id)))
      .leftJoin(albums, and(eq(reposts.repostable_type, 'album'), eq(albums.id, reposts.repostable_id)))
      .where(eq(reposts.user_id, userId)),
    db
      .select({
        id: comments.id,
        on_type: comments.commentable_type,
        on_id: comments.commentable_id,
        parent_id: comments.parent_id,
        content: comments.content,
        position: comments.position,
        created_at: comments.created_at,
        updated_at: comments.updated_at,
      })
      .from(comments)
      .where(eq(comments.user_id, userId)),
    db
      .select({
        id: fileEntries.id,
        name: fileEntries.name,
        mime: fileEntries.mime,
        extension: fileEntries.extension,
        file_size: fileEntries.file_size,
        path: fileEntries.path,
        metadata: fileEntries.metadata,
        created_at: fileEntries.created_at,
        deleted_at: fileEntries.deleted_at,
      })
      .from(fileEntries)
      .where(eq(fileEntries.user_id, userId)),
    db.select({ id: artists.id, name: artists.name, created_at: artists.created_at }).from(artists).where(eq(artists.owner_id, userId)),
    db.select({ id: albums.id, name: albums.name, created_at: albums.created_at }).from(albums).where(eq(albums.owner_id, userId)),
  ] as const;
};

/** What the user made and kept: playlists with their tracks, the library, comments and uploads, in one batch. */
export async function libraryData(db: Db, userId: number) {
  const [playlistRows, playlistTrackRows, likeRows, followRows, repostRows, commentRows, uploadRows, artistRows, albumRows] = await db.batch(
    libraryStatements(db, userId),
  );
  const tracksOf = new Map<number, { id: number; name: string; added_at: string }[]>();
  for (const { playlist_id, ...track } of playlistTrackRows) {
    const list = tracksOf.get(playlist_id);
    if (list) list.push(track);
    else tracksOf.set(playlist_id, [track]);
  }
  return {
    playlists: playlistRows.map((playlist) => ({ ...playlist, tracks: tracksOf.get(playlist.id) ?? [] })),
    likes: likeRows,
    follows: followRows,
    reposts: repostRows,
    comments: commentRows,
    uploads: uploadRows,
    managed_artists: artistRows,
    albums: albumRows,
  };
}
