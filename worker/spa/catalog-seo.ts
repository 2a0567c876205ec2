import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { albums, artists, tracks } from '../../db/music-catalog';
import { playlists } from '../../db/music-social';
import { users } from '../../db/users';

export type CatalogSeo = { title: string; description: string; type: string; image: string | null };

const firstArtist = (pivot: 'track_artists' | 'album_artists', key: string, id: number) =>
  sql<string | null>`(SELECT ar.name FROM ${sql.raw(pivot)} p JOIN artists ar ON ar.id = p.artist_id WHERE p.${sql.raw(key)} = ${id} ORDER BY p.position LIMIT 1)`;

/**
 * Titles, descriptions and preview images of the public catalog pages, so a
 * shared link previews the track, album, artist, playlist or profile. One
 * indexed lookup by primary key each; private playlists and banned users
 * fall back to the site's defaults.
 */
export async function catalogSeo(db: Db, path: string): Promise<CatalogSeo | null> {
  const match = /^\/(track|album|artist|playlist|user)\/(\d+)(?:\/|$)/.exec(path);
  if (!match) return null;
  const id = Number(match[2]);
  switch (match[1]) {
    case 'track': {
      const [row] = await db
        .select({ name: tracks.name, image: sql<string | null>`coalesce(${tracks.image}, ${albums.image})`, artist: firstArtist('track_artists', 'track_id', id) })
        .from(tracks)
        .leftJoin(albums, eq(albums.id, tracks.album_id))
        .where(eq(tracks.id, id));
      return row && { title: row.artist ? `${row.name} - ${row.artist}` : row.name, description: `Listen to ${row.name}${row.artist ? ` by ${row.artist}` : ''}.`, type: 'music.song', image: row.image };
    }
    case 'album': {
      const [row] = await db.select({ name: albums.name, image: albums.image, artist: firstArtist('album_artists', 'album_id', id) }).from(albums).where(eq(albums.id, id));
      return row && { title: row.artist ? `${row.name} - ${row.artist}` : row.name, description: `Listen to ${row.name}${row.artist ? ` by ${row.artist}` : ''}.`, type: 'music.album', image: row.image };
    }
    case 'artist': {
      const [row] = await db.select({ name: artists.name, image: artists.image, description: artists.description }).from(artists).where(eq(artists.id, id));
      return row && { title: row.name, description: (row.description ?? `Listen to ${row.name}.`).slice(0, 160), type: 'music.musician', image: row.image };
    }
    case 'playlist': {
      const [row] = await db
        .select({ name: playlists.name, image: playlists.image, description: playlists.description, owner: users.name })
        .from(playlists)
        .innerJoin(users, eq(users.id, playlists.owner_id))
        .where(and(eq(playlists.id, id), eq(playlists.public, true)));
      return row && { title: row.name, description: (row.description ?? `A playlist by ${row.owner}.`).slice(0, 160), type: 'music.playlist', image: row.image };
    }
    case 'user': {
      const [row] = await db.select({ name: users.name, image: users.image }).from(users).where(and(eq(users.id, id), isNull(users.banned_at)));
      return row && { title: row.name, description: `${row.name}'s profile, playlists and likes.`, type: 'profile', image: row.image };
    }
  }
  return null;
}
