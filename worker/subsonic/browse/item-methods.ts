import { sql } from 'drizzle-orm';
import type { SubsonicHandler } from '../subsonic-types';
import { notFound } from '../subsonic-types';
import { rawBatch } from '../../raw-batch';
import { albumAsDirectory, albumSelectSql, artistsByIdsSql, loadAlbums, loadSongs, songSelectSql, toAlbum, toArtist, toChild } from '../payloads';
import { parseTypedId, typedId } from '../subsonic-ids';
import { originOf } from './browse-params';

/** An artist's albums, newest first (album_artists_artist_idx). */
const artistAlbumsSql = (user: { id: number }, artistId: number) =>
  albumSelectSql(user, { from: sql`album_artists aa JOIN albums al ON al.id = aa.album_id`, where: sql`aa.artist_id = ${artistId}`, orderBy: sql`al.release_date DESC, al.id DESC` });

/** getArtist: an ArtistID3 with its albums; error 70 for an unknown id. */
export const getArtist: SubsonicHandler = async ({ c, user, params }) => {
  const artistId = params.id('id');
  const [[row], albumRows] = await rawBatch(c.get('db'), [artistsByIdsSql(user, [artistId]), artistAlbumsSql(user, artistId)]);
  if (!row) throw notFound('Artist');
  return { artist: { ...toArtist(row, originOf(c.req.url)), album: albumRows.map(toAlbum) } };
};

/** getAlbum: an AlbumID3 with its songs in track order; error 70 for an unknown id. */
export const getAlbum: SubsonicHandler = async ({ c, user, params }) => {
  const [album] = await loadAlbums(c.get('db'), user, [params.id('id')], { songs: true });
  if (!album) throw notFound('Album');
  return { album };
};

/** getSong: one Child; error 70 for an unknown id. */
export const getSong: SubsonicHandler = async ({ c, user, params }) => {
  const [song] = await loadSongs(c.get('db'), user, [params.id('id')]);
  if (!song) throw notFound('Song');
  return { song };
};

/**
 * getMusicDirectory, the folder model: an artist directory ("ar-5") holds
 * the artist's albums as directories, then their songs that are on no
 * album; an album directory ("al-3") holds its songs. A song is no
 * directory: error 70, as for an unknown id.
 */
export const getMusicDirectory: SubsonicHandler = async ({ c, user, params }) => {
  const { kind, id } = parseTypedId(params.required('id'));
  const db = c.get('db');
  if (kind === 'artist') {
    const [[row], albumRows, songRows] = await rawBatch(db, [
      artistsByIdsSql(user, [id]),
      artistAlbumsSql(user, id),
      songSelectSql(user, {
        from: sql`track_artists ta JOIN tracks t ON t.id = ta.track_id`,
        where: sql`ta.artist_id = ${id} AND t.album_id IS NULL`,
        orderBy: sql`t.name, t.id`,
      }),
    ]);
    if (!row) throw notFound('Directory');
    const artist = toArtist(row);
    return {
      directory: {
        id: typedId('artist', id),
        name: artist.name,
        starred: artist.starred,
        userRating: artist.userRating,
        child: [...albumRows.map((album) => albumAsDirectory(toAlbum(album))), ...songRows.map(toChild)],
      },
    };
  }
  if (kind !== 'album') throw notFound('Directory');
  const [album] = await loadAlbums(db, user, [id], { songs: true });
  if (!album) throw notFound('Directory');
  const directory = albumAsDirectory(album);
  return {
    directory: {
      id: directory.id,
      parent: directory.parent,
      name: album.name,
      starred: album.starred,
      userRating: album.userRating,
      playCount: album.playCount,
      child: album.song ?? [],
    },
  };
};
