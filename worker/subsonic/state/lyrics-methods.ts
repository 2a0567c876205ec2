import { and, eq, sql } from 'drizzle-orm';
import { lyrics, tracks } from '../../../db/music-catalog';
import { artistsJson, parseJsonList } from '../../music/select/json-list';
import type { NamedRef } from '../../music/music-types';
import { toLyricsPayload } from '../../catalog/lyrics-parser';
import { notFound, type SubsonicMethods, type SubsonicRequest } from '../subsonic-types';

const creditedNames = (json: string | null) =>
  parseJsonList<NamedRef>(json)
    .map((artist) => artist.name)
    .join(', ');

const lyricsColumns = {
  track_id: tracks.id,
  name: tracks.name,
  artists: artistsJson('track_artists', 'track_id', sql.raw('"tracks"."id"')),
  text: lyrics.text,
  synced: lyrics.synced,
};

/**
 * getLyrics: the lyrics of the first song (lowest id) titled `title`
 * exactly (tracks_name_idx) with lyrics and, when `artist` is given, a
 * credited artist of that name (any case). Stored LRC comes back as its
 * text without the time stamps. No match: an empty `lyrics` element.
 */
async function getLyrics({ c, params }: SubsonicRequest) {
  const title = params.get('title');
  const artist = params.get('artist');
  if (!title) return { lyrics: { value: '' } };
  const byArtist = artist
    ? sql`EXISTS (SELECT 1 FROM track_artists ta JOIN artists ar ON ar.id = ta.artist_id WHERE ta.track_id = ${tracks.id} AND ar.name = ${artist} COLLATE NOCASE)`
    : undefined;
  const [row] = await c
    .get('db')
    .select(lyricsColumns)
    .from(tracks)
    .innerJoin(lyrics, eq(lyrics.track_id, tracks.id))
    .where(and(eq(tracks.name, title), byArtist))
    .orderBy(tracks.id)
    .limit(1);
  if (!row) return { lyrics: { value: '' } };
  const payload = toLyricsPayload({ track_id: row.track_id, text: row.text, synced: row.synced });
  return { lyrics: { artist: creditedNames(row.artists) || undefined, title: row.name, value: payload.lines.map((line) => line.text).join('\n') } };
}

/**
 * getLyricsBySongId (OpenSubsonic songLyrics): the song's lyrics as one
 * structured entry, parsed as the web player parses them
 * (catalog/lyrics-parser.ts): stored LRC is `synced` with each line's
 * `start` in ms, plain text one line each without `start`. The language is
 * not stored: "und". A song without lyrics has an empty list; an unknown
 * song is error 70.
 */
async function getLyricsBySongId({ c, params }: SubsonicRequest) {
  const [row] = await c
    .get('db')
    .select(lyricsColumns)
    .from(tracks)
    .leftJoin(lyrics, eq(lyrics.track_id, tracks.id))
    .where(eq(tracks.id, params.id('id')))
    .limit(1);
  if (!row) throw notFound('Song');
  if (row.text === null) return { lyricsList: { structuredLyrics: [] } };
  const payload = toLyricsPayload({ track_id: row.track_id, text: row.text, synced: row.synced ?? false });
  const line = payload.lines.map((one) => (payload.synced && one.time !== null ? { start: Math.round(one.time * 1000), value: one.text } : { value: one.text }));
  return {
    lyricsList: {
      structuredLyrics: [{ displayArtist: creditedNames(row.artists) || undefined, displayTitle: row.name, lang: 'und', synced: payload.synced, line }],
    },
  };
}

export const lyricsMethods: SubsonicMethods = { getLyrics, getLyricsBySongId };
