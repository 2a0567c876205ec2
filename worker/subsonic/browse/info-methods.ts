import { sql } from 'drizzle-orm';
import type { SubsonicHandler } from '../subsonic-types';
import { notFound } from '../subsonic-types';
import { rawAll, rawBatch } from '../../raw-batch';
import { absoluteImageUrl, loadArtists } from '../payloads';
import { similarArtists } from '../../catalog/artist-page';
import { originOf, pageSize } from './browse-params';

/** The same image in the three sizes the info answers name (getCoverArt scales; these are the stored image). */
const imageUrls = (image: unknown, origin: string) => {
  const url = absoluteImageUrl(image, origin);
  return url ? { smallImageUrl: url, mediumImageUrl: url, largeImageUrl: url } : {};
};

/**
 * getArtistInfo2: the artist's description as the biography, its image,
 * and the similar artists of the web app's artist page (shared genres,
 * most played first; catalog/artist-page.ts), at most `count`.
 */
export const getArtistInfo2: SubsonicHandler = async ({ c, user, params }) => {
  const artistId = params.id('id');
  const count = pageSize(params, 'count', 20);
  const db = c.get('db');
  const [[artist], similar] = await rawBatch(db, [sql`SELECT description, image FROM artists WHERE id = ${artistId}`, similarArtists(db, artistId).getSQL()]);
  if (!artist) throw notFound('Artist');
  const origin = originOf(c.req.url);
  const similarArtist = await loadArtists(
    db,
    user,
    similar.slice(0, count).map((row) => Number(row.id)),
    { origin },
  );
  return { artistInfo2: { biography: (artist.description as string | null) ?? undefined, ...imageUrls(artist.image, origin), similarArtist } };
};

/** getAlbumInfo2: the album's description as its notes, and its image. */
export const getAlbumInfo2: SubsonicHandler = async ({ c, params }) => {
  const albumId = params.id('id');
  const [album] = await rawAll(c.get('db'), sql`SELECT description, image FROM albums WHERE id = ${albumId}`);
  if (!album) throw notFound('Album');
  return { albumInfo: { notes: (album.description as string | null) ?? undefined, ...imageUrls(album.image, originOf(c.req.url)) } };
};
