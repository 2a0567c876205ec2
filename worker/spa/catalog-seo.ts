import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { albums, artists, channels, tracks } from '../../db/music-catalog';
import { playlists } from '../../db/music-social';
import { users } from '../../db/users';
import type { PageFacts } from './page-facts';
import { musicAlbum, musicGroup, musicRecording } from './json-ld';
import { shortText } from './seo-template';

/** The first credited artist's name, by an indexed subquery on the pivot (album_artists or track_artists). */
const firstArtistName = (pivot: 'track_artists' | 'album_artists', key: string, owner: SQL | number) =>
  sql<string | null>`(SELECT ar.name FROM ${sql.raw(pivot)} p JOIN artists ar ON ar.id = p.artist_id WHERE p.${sql.raw(key)} = ${owner} ORDER BY p.position LIMIT 1)`;

/** Joins `artists` to the first credited artist, for its id and name. */
const isFirstArtist = (pivot: 'track_artists' | 'album_artists', key: string, id: number) =>
  sql`${artists.id} = (SELECT p.artist_id FROM ${sql.raw(pivot)} p WHERE p.${sql.raw(key)} = ${id} ORDER BY p.position LIMIT 1)`;

const artistRef = (row: { artist_id: number | null; artist_name: string | null }) =>
  row.artist_id !== null && row.artist_name !== null ? { id: row.artist_id, name: row.artist_name } : null;

/**
 * The facts of the public catalog pages' SEO tags, so a shared link previews
 * the track, album, artist, playlist or profile and search engines read its
 * JSON-LD: one D1 statement each, by primary key. Private playlists, banned
 * users and hidden channels are not found (the site's defaults then).
 */
export async function catalogFacts(db: Db, path: string, origin: string): Promise<PageFacts | null> {
  const match = /^\/(track|album|artist|playlist|user)\/(\d+)(?:\/|$)/.exec(path);
  if (!match) return channelFacts(db, path);
  const id = Number(match[2]);
  switch (match[1]) {
    case 'track': {
      const [row] = await db
        .select({
          name: tracks.name,
          description: tracks.description,
          duration: tracks.duration,
          image: sql<string | null>`coalesce(${tracks.image}, ${albums.image})`,
          release_date: sql<string | null>`coalesce(${tracks.release_date}, ${albums.release_date})`,
          album_id: albums.id,
          album_name: albums.name,
          album_artist: firstArtistName('album_artists', 'album_id', sql`${tracks.album_id}`),
          artist_id: artists.id,
          artist_name: artists.name,
        })
        .from(tracks)
        .leftJoin(albums, eq(albums.id, tracks.album_id))
        .leftJoin(artists, isFirstArtist('track_artists', 'track_id', id))
        .where(eq(tracks.id, id));
      if (!row) return null;
      const album = row.album_id !== null && row.album_name !== null ? { id: row.album_id, name: row.album_name, artist: row.album_artist } : null;
      return {
        templates: 'track',
        values: { 'track.name': row.name, 'track.artist': row.artist_name ?? '', 'track.album': row.album_name ?? '', 'track.description': shortText(row.description) },
        ogType: 'music.song',
        image: row.image,
        jsonLd: musicRecording(origin, { id, ...row }, artistRef(row), album),
      };
    }
    case 'album': {
      const [row] = await db
        .select({
          name: albums.name,
          description: albums.description,
          image: albums.image,
          release_date: albums.release_date,
          // tracks_album_number_idx counts these without reading the tracks.
          tracks: sql<number>`(SELECT count(*) FROM tracks t WHERE t.album_id = ${id})`,
          artist_id: artists.id,
          artist_name: artists.name,
        })
        .from(albums)
        .leftJoin(artists, isFirstArtist('album_artists', 'album_id', id))
        .where(eq(albums.id, id));
      if (!row) return null;
      return {
        templates: 'album',
        values: { 'album.name': row.name, 'album.artist': row.artist_name ?? '', 'album.description': shortText(row.description), 'album.release_date': row.release_date ?? '' },
        ogType: 'music.album',
        image: row.image,
        jsonLd: musicAlbum(origin, { id, ...row }, artistRef(row)),
      };
    }
    case 'artist': {
      const [row] = await db.select({ name: artists.name, image: artists.image, description: artists.description }).from(artists).where(eq(artists.id, id));
      if (!row) return null;
      return {
        templates: 'artist',
        values: { 'artist.name': row.name, 'artist.description': shortText(row.description) },
        ogType: 'music.musician',
        image: row.image,
        jsonLd: musicGroup(origin, { id, ...row }),
      };
    }
    case 'playlist': {
      const [row] = await db
        .select({ name: playlists.name, image: playlists.image, description: playlists.description, owner: users.name })
        .from(playlists)
        .innerJoin(users, eq(users.id, playlists.owner_id))
        .where(and(eq(playlists.id, id), eq(playlists.public, true)));
      if (!row) return null;
      return {
        templates: 'playlist',
        values: { 'playlist.name': row.name, 'playlist.description': shortText(row.description), 'playlist.owner': row.owner },
        ogType: 'music.playlist',
        image: row.image,
        jsonLd: null,
      };
    }
    case 'user': {
      const [row] = await db.select({ name: users.name, image: users.image }).from(users).where(and(eq(users.id, id), isNull(users.banned_at)));
      if (!row) return null;
      return { templates: 'user', values: { 'user.name': row.name }, ogType: 'profile', image: row.image, jsonLd: null };
    }
  }
  return null;
}

/** App pages at the root that are never a channel's slug: no lookup for them. */
const APP_ROOTS = new Set(['', 'login', 'register', 'forgot-password', 'password', 'admin', 'backstage', 'library', 'search', 'billing', 'checkout', 'pricing', 'notifications', 'account-settings', 'api-docs', 'contact', 'pages', 'workspace', 'lyrics', 'radio', 'landing', 'tag', '404']);

/**
 * A public channel's page, at /channel/{slugOrId} or /{slugOrId}, each with an
 * optional /{restriction} (SPEC section 2). `channel.name` and
 * `channel.description` are the channel's own SEO title and description
 * (the channels editor, issue 15) when it has them, else its name and
 * description. One lookup on the slug's unique index (or the id).
 */
async function channelFacts(db: Db, path: string): Promise<PageFacts | null> {
  const match = /^\/(?:channel\/)?([\w-]+)(?:\/[\w-]+)?\/?$/.exec(path);
  if (!match || (!path.startsWith('/channel/') && APP_ROOTS.has(match[1]))) return null;
  const key = match[1];
  const [row] = await db
    .select({ name: channels.name, description: channels.description, seo_title: channels.seo_title, seo_description: channels.seo_description })
    .from(channels)
    .where(and(/^\d+$/.test(key) ? eq(channels.id, Number(key)) : eq(channels.slug, key), eq(channels.public, true)))
    .limit(1);
  if (!row) return null;
  return {
    templates: 'channel',
    values: { 'channel.name': row.seo_title || row.name, 'channel.description': shortText(row.seo_description || row.description) },
    ogType: 'website',
    image: null,
    jsonLd: null,
  };
}
