import { readdirSync, readFileSync } from 'node:fs';
import type { XmlElement } from '../../worker/support/xml';
import { authParams, rest, type AppCredentials, type AuthMethod, type RestAnswer, type RestOptions } from './subsonic-client';

// Request profiles of real apps (tests/subsonic/profiles/*.json) and the
// named values their requests use ({albumId}, {songId}, ...), found in the
// catalog through the API itself, so a profile names no id of ours.

export type Params = Record<string, string | number | (string | number)[]>;

export type ProfileCall = {
  method: string;
  params?: Params;
  headers?: Record<string, string>;
  /** `binary`: the bytes (200 or 206); `{ failed: [codes] }`: that failure; `{ okOr: [codes] }`: success or one of those failures. */
  expect?: 'binary' | { failed: number[] } | { okOr: number[] };
  /** Values to remember from the answer, by a dotted path in the envelope (`playlist.id`). */
  capture?: Record<string, string>;
  /** Sent without credentials (getOpenSubsonicExtensions). */
  unauthenticated?: boolean;
  /** Dotted paths in the answer that must be non-empty lists (a sync page that must carry songs). */
  nonEmpty?: string[];
};

export type Profile = {
  app: string;
  source: string;
  transport: {
    http: 'GET' | 'POST';
    /** POST: `form` puts every parameter in the body; `by-count` keeps fewer than 10 method parameters in the URL, more go in the body (DSub). */
    body?: 'form' | 'by-count';
    view: boolean;
    f: 'json' | null;
    auth: AuthMethod;
    v: string;
    c: string;
    salt?: string;
  };
  calls: ProfileCall[];
};

export const PROFILES_DIR = 'tests/subsonic/profiles';

export const loadProfiles = (): Profile[] =>
  readdirSync(PROFILES_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(`${PROFILES_DIR}/${name}`, 'utf8')) as Profile);

export type Fixtures = Record<string, string>;

type Json = Record<string, unknown>;
const envelopeOf = (answer: RestAnswer) => {
  if (!answer.json) throw new Error(`expected JSON, got ${answer.contentType}: ${answer.text.slice(0, 200)}`);
  const envelope = answer.json['subsonic-response'] as Json;
  if (envelope.status !== 'ok') throw new Error(`failed: ${JSON.stringify(envelope.error)}`);
  return envelope;
};

/**
 * The values the profiles and golden requests name, from the catalog as the
 * user sees it: the first album by name that has two songs or more, its
 * artist, songs and cover, the first genre with songs, and a song with
 * lyrics.
 */
export async function findFixtures(base: string, credentials: AppCredentials): Promise<Fixtures> {
  const auth = authParams(credentials, 'apiKey');
  const list = envelopeOf(await rest(base, 'getAlbumList2', { type: 'alphabeticalByName', size: 50 }, { auth }));
  const albums = ((list.albumList2 as Json).album ?? []) as Json[];
  const album = albums.find((one) => Number(one.songCount) >= 2);
  if (!album) throw new Error('no album with two songs in getAlbumList2');
  const full = envelopeOf(await rest(base, 'getAlbum', { id: String(album.id) }, { auth })).album as Json;
  const songs = (full.song ?? []) as Json[];
  const genres = ((envelopeOf(await rest(base, 'getGenres', {}, { auth })).genres as Json).genre ?? []) as Json[];
  const genre = genres.find((one) => Number(one.songCount) > 0);
  // A song with lyrics (the demo's synced "Harbor Lights"), else the first song.
  const found = envelopeOf(await rest(base, 'search3', { query: 'Harbor Lights', artistCount: 0, albumCount: 0, songCount: 1 }, { auth })).searchResult3 as Json;
  const lyricsSong = (((found.song ?? []) as Json[])[0] ?? songs[0]) as Json;
  return {
    username: credentials.username,
    albumId: String(album.id),
    albumDirectoryId: `al-${album.id}`,
    albumQuery: String(album.name).split(/\s+/)[0],
    artistId: String(full.artistId),
    artistName: String(full.artist),
    songId: String(songs[0].id),
    songId2: String(songs[1].id),
    songTitle: String(songs[0].title),
    coverArt: String(full.coverArt ?? songs[0].coverArt),
    genre: String(genre?.value ?? ''),
    lyricsSongId: String(lyricsSong.id),
    lyricsArtist: String(lyricsSong.artist),
    lyricsTitle: String(lyricsSong.title),
  };
}

/** `"{albumId}"` → the fixture's value, in every string of the parameters. */
export function resolve(params: Params, fixtures: Fixtures): Params {
  const one = (value: string | number) =>
    typeof value === 'string'
      ? value.replace(/\{(\w+)\}/g, (_whole, name: string) => {
          if (!(name in fixtures)) throw new Error(`no value for {${name}}`);
          return fixtures[name];
        })
      : value;
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, Array.isArray(value) ? value.map(one) : one(value)]));
}

/** How many items a dotted path names in a JSON envelope (an array's length) or the XML root (elements of the last step's name). */
export function countAt(answer: RestAnswer, path: string): number {
  const steps = path.split('.');
  if (answer.json) {
    let value: unknown = answer.json['subsonic-response'];
    for (const step of steps) value = (value as Json | undefined)?.[step];
    return Array.isArray(value) ? value.length : 0;
  }
  let element: XmlElement | undefined = answer.xml ?? undefined;
  for (const step of steps.slice(0, -1)) element = element?.children.find((child) => child.name === step);
  return element?.children.filter((child) => child.name === steps.at(-1)).length ?? 0;
}

/** A dotted path in a JSON envelope or the XML root (elements by name, the last step an attribute). */
export function captured(answer: RestAnswer, path: string): string {
  const steps = path.split('.');
  if (answer.json) {
    let value: unknown = answer.json['subsonic-response'];
    for (const step of steps) value = (value as Json | undefined)?.[step];
    return String(value);
  }
  let element: XmlElement | undefined = answer.xml ?? undefined;
  for (const step of steps.slice(0, -1)) element = element?.children.find((child) => child.name === step);
  return String(element?.attributes[steps.at(-1)!]);
}

/** One profile call sent as the app sends it. */
export function sendAs(base: string, profile: Profile, call: ProfileCall, credentials: AppCredentials, fixtures: Fixtures): Promise<RestAnswer> {
  const { transport } = profile;
  const params = resolve(call.params ?? {}, fixtures);
  const count = Object.values(params).reduce<number>((sum, value) => sum + (Array.isArray(value) ? value.length : 1), 0);
  let post: RestOptions['post'] = false;
  if (transport.http === 'POST') post = transport.body === 'by-count' ? (count < 10 ? 'url' : 'split') : 'form';
  return rest(base, call.method, params, {
    auth: call.unauthenticated ? {} : authParams(credentials, transport.auth, transport.salt),
    f: transport.f,
    post,
    view: transport.view,
    v: transport.v,
    c: transport.c,
    headers: call.headers,
  });
}
