import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { albums, artists, channels, tracks } from '../../db/music-catalog';
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
  if (!match) return channelSeo(db, path);
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

/** App pages at the root that are never a channel's slug: no lookup for them. */
const APP_ROOTS = new Set(['', 'login', 'register', 'forgot-password', 'password', 'admin', 'backstage', 'library', 'search', 'billing', 'checkout', 'pricing', 'notifications', 'account-settings', 'api-docs', 'contact', 'pages', 'workspace', 'lyrics', 'radio', 'landing', 'tag', '404']);

/**
 * A public channel's page, at /channel/{slugOrId} or /{slugOrId}, each with an
 * optional /{restriction} (SPEC section 2): the editor's SEO title and
 * description (issue 15), else its name and description. One lookup on the
 * slug's unique index (or the id).
 */
async function channelSeo(db: Db, path: string): Promise<CatalogSeo | null> {
  const match = /^\/(?:channel\/)?([\w-]+)(?:\/[\w-]+)?\/?$/.exec(path);
  if (!match || (!path.startsWith('/channel/') && APP_ROOTS.has(match[1]))) return null;
  const key = match[1];
  const [row] = await db
    .select({ name: channels.name, description: channels.description, seo_title: channels.seo_title, seo_description: channels.seo_description })
    .from(channels)
    .where(and(/^\d+$/.test(key) ? eq(channels.id, Number(key)) : eq(channels.slug, key), eq(channels.public, true)))
    .limit(1);
  if (!row) return null;
  const description = row.seo_description || row.description || `Listen to ${row.name}.`;
  return { title: row.seo_title || row.name, description: description.slice(0, 160), type: 'website', image: null };
}
