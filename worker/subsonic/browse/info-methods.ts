import { sql } from 'drizzle-orm';
import type { SubsonicHandler, SubsonicRequest } from '../subsonic-types';
import { notFound } from '../subsonic-types';
import { rawAll, rawBatch } from '../../raw-batch';
import { absoluteImageUrl, loadArtists, type SubsonicArtist } from '../payloads';
import { similarArtists } from '../../catalog/artist-page';
import { parseTypedId, typedId } from '../subsonic-ids';
import { originOf, pageSize } from './browse-params';

/** The same image in the three sizes the info answers name (getCoverArt scales; these are the stored image). */
const imageUrls = (image: unknown, origin: string) => {
  const url = absoluteImageUrl(image, origin);
  return url ? { smallImageUrl: url, mediumImageUrl: url, largeImageUrl: url } : {};
};

/**
 * An artist's info: the description as the biography, its image, and the
 * similar artists of the web app's artist page (shared genres, most played
 * first; catalog/artist-page.ts), at most `count`.
 */
async function artistInfo({ c, user, params }: SubsonicRequest, artistId: number) {
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
  return { biography: (artist.description as string | null) ?? undefined, ...imageUrls(artist.image, origin), similarArtist };
}

/** An ArtistID3 as the folder model's Artist ("ar-5"): search2, getIndexes, getArtistInfo. */
export const asFolderArtist = (artist: SubsonicArtist) => ({
  id: typedId('artist', Number(artist.id)),
  name: artist.name,
  artistImageUrl: artist.artistImageUrl,
  starred: artist.starred,
  userRating: artist.userRating,
});

/** getArtistInfo2 (`id` an ArtistID3 id). */
export const getArtistInfo2: SubsonicHandler = async (request) => ({ artistInfo2: await artistInfo(request, request.params.id('id')) });

/** getArtistInfo: the folder model's twin (`id` an artist directory "ar-5", or a plain artist id); similar artists as directories. */
export const getArtistInfo: SubsonicHandler = async (request) => {
  const { kind, id } = parseTypedId(request.params.required('id'));
  const info = await artistInfo(request, kind === 'artist' || kind === 'track' ? id : 0);
  return { artistInfo: { ...info, similarArtist: info.similarArtist.map(asFolderArtist) } };
};

/** An album's description as its notes, and its image. */
async function albumInfo({ c }: SubsonicRequest, albumId: number) {
  const [album] = await rawAll(c.get('db'), sql`SELECT description, image FROM albums WHERE id = ${albumId}`);
  if (!album) throw notFound('Album');
  return { albumInfo: { notes: (album.description as string | null) ?? undefined, ...imageUrls(album.image, originOf(c.req.url)) } };
}

/** getAlbumInfo2 (`id` an AlbumID3 id). */
export const getAlbumInfo2: SubsonicHandler = async (request) => albumInfo(request, request.params.id('id'));

/** getAlbumInfo: `id` an album directory "al-3" (or a plain album id). */
export const getAlbumInfo: SubsonicHandler = async (request) => {
  const { kind, id } = parseTypedId(request.params.required('id'));
  return albumInfo(request, kind === 'album' || kind === 'track' ? id : 0);
};
