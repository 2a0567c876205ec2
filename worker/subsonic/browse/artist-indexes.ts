import { sql } from 'drizzle-orm';
import type { SubsonicHandler } from '../subsonic-types';
import { rawBatch } from '../../raw-batch';
import { artistSelectSql, IGNORED_ARTICLES, toArtist, type SubsonicArtist } from '../payloads';
import { asFolderArtist } from './info-methods';
import { originOf } from './browse-params';

/** Index letters: A–Z (accents folded), everything else under "#". */
const letterOf = (sortName: string) => {
  const first = sortName.normalize('NFD').charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
};

/** Artists grouped by the first letter of their sort name (the name without an ignored article), sorted within. */
function byLetter(artists: SubsonicArtist[]) {
  const groups = new Map<string, SubsonicArtist[]>();
  const sorted = [...artists].sort((a, b) => a.sortName.localeCompare(b.sortName, 'en', { sensitivity: 'base' }) || Number(a.id) - Number(b.id));
  for (const artist of sorted) {
    const letter = letterOf(artist.sortName);
    groups.set(letter, [...(groups.get(letter) ?? []), artist]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b))).map(([name, artist]) => ({ name, artist }));
}

/**
 * Every artist (the artists table, no folder filter: there is one music
 * folder), and when the catalog last gained one (artists_created_at_idx),
 * in one batch.
 */
async function allArtists({ c, user }: Parameters<SubsonicHandler>[0]) {
  const [rows, [latest]] = await rawBatch(c.get('db'), [artistSelectSql(user, { orderBy: sql`ar.id` }), sql`SELECT max(created_at) AS latest FROM artists`]);
  const origin = originOf(c.req.url);
  return { artists: rows.map((row) => toArtist(row, origin)), lastModified: latest?.latest ? Date.parse(String(latest.latest)) : 0 };
}

const ignoredArticles = IGNORED_ARTICLES.join(' ');

/** getArtists: the ID3 index (ArtistID3 by letter). */
export const getArtists: SubsonicHandler = async (request) => {
  const { artists } = await allArtists(request);
  return { artists: { ignoredArticles, index: byLetter(artists) } };
};

/** getIndexes: the folder model's index (artist directories "ar-5" by letter); `ifModifiedSince` (ms) answers no index when nothing is newer. */
export const getIndexes: SubsonicHandler = async (request) => {
  const { artists, lastModified } = await allArtists(request);
  const since = request.params.int('ifModifiedSince');
  if (since !== undefined && since >= lastModified) return { indexes: { ignoredArticles, lastModified } };
  const index = byLetter(artists).map(({ name, artist }) => ({
    name,
    artist: artist.map(asFolderArtist),
  }));
  return { indexes: { ignoredArticles, lastModified, index } };
};
