import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { playlists, playlistTracks } from '../../db/music-social';
import { tracks } from '../../db/music-catalog';
import { mediaMethods } from '../../worker/subsonic/media';
import type { SubsonicHandler } from '../../worker/subsonic/subsonic-types';
import { createDb } from '../../worker/db';
import { createAppPassword } from '../../worker/app-passwords/app-password-store';
import { createUser, db, request } from './support/http';
import { audioBytes, createAlbum, createArtist, createTrack } from './support/music-fixtures';
import { PNG_PIXEL } from './support/upload-fixtures';
import { runHandler } from './support/subsonic-handler';

const { stream, download, getCoverArt } = mediaMethods;
const bytes = audioBytes(10_000);

/** A handler's binary answer, or a failure naming what came instead. */
async function responseOf(handler: SubsonicHandler, userId: number, params: Record<string, string>, headers: Record<string, string> = {}) {
  const result = await runHandler(handler, userId, params, { headers });
  if ('response' in result) return result.response;
  throw new Error(`expected a response, got ${JSON.stringify(result)}`);
}

async function codeOf(handler: SubsonicHandler, userId: number, params: Record<string, string>) {
  const result = await runHandler(handler, userId, params);
  if ('error' in result) return result.error.code;
  throw new Error('expected a Subsonic error');
}

const body = async (res: Response) => new Uint8Array(await res.arrayBuffer());
const listener = async () => (await createUser()).id;

describe('stream', () => {
  it('answers the whole original file with 200, its type, its length and Accept-Ranges, whatever format is asked', async () => {
    const track = await createTrack({ audio: { bytes, mime: 'audio/mpeg' } });
    const res = await responseOf(stream, await listener(), { id: String(track.id), format: 'opus', maxBitRate: '96' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(res.headers.get('Content-Length')).toBe(String(bytes.length));
    expect(res.headers.get('Accept-Ranges')).toBe('bytes');
    expect(res.headers.get('Content-Range')).toBeNull();
    expect(await body(res)).toEqual(bytes);
  });

  it('answers a Range with 206, the exact bytes and Content-Range', async () => {
    const track = await createTrack({ audio: { bytes } });
    const res = await responseOf(stream, await listener(), { id: String(track.id) }, { Range: 'bytes=1000-1999' });
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(res.headers.get('Content-Length')).toBe('1000');
    expect(await body(res)).toEqual(bytes.slice(1000, 2000));
  });

  it('answers a suffix range with the last n bytes', async () => {
    const track = await createTrack({ audio: { bytes } });
    const res = await responseOf(stream, await listener(), { id: String(track.id) }, { Range: 'bytes=-300' });
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe(`bytes 9700-9999/${bytes.length}`);
    expect(await body(res)).toEqual(bytes.slice(-300));
  });

  it('answers HTTP 416 naming the size for a range past the end, as the web route does', async () => {
    const track = await createTrack({ audio: { bytes } });
    const res = await responseOf(stream, await listener(), { id: String(track.id) }, { Range: `bytes=${bytes.length}-` });
    expect(res.status).toBe(416);
    expect(res.headers.get('Content-Range')).toBe(`bytes */${bytes.length}`);
  });

  it('starts timeOffset seconds in, proportionally to duration over size, as a 206 from there to the end', async () => {
    // 10,000 bytes over 20 s: 500 bytes a second.
    const track = await createTrack({ audio: { bytes }, values: { duration: 20_000 } });
    const res = await responseOf(stream, await listener(), { id: String(track.id), timeOffset: '7' });
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe(`bytes 3500-9999/${bytes.length}`);
    expect(await body(res)).toEqual(bytes.slice(3500));
    // A Range the app sends wins over timeOffset.
    const ranged = await responseOf(stream, await listener(), { id: String(track.id), timeOffset: '7' }, { Range: 'bytes=0-9' });
    expect(await body(ranged)).toEqual(bytes.slice(0, 10));
    // Past the end: nothing to play.
    expect((await responseOf(stream, await listener(), { id: String(track.id), timeOffset: '20' })).status).toBe(416);
  });

  it('logs no play: apps report plays with scrobble', async () => {
    const track = await createTrack({ audio: { bytes } });
    await body(await responseOf(stream, await listener(), { id: String(track.id) }));
    const [row] = await db().select({ plays: tracks.plays }).from(tracks).where(eq(tracks.id, track.id));
    expect(row.plays).toBe(0);
  });

  it('redirects to external audio, like the web route', async () => {
    const track = await createTrack({ values: { external_url: 'https://cdn.example.com/a.mp3' } });
    const res = await responseOf(stream, await listener(), { id: String(track.id) });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('https://cdn.example.com/a.mp3');
  });

  it('answers 70 for an unknown track, a track without audio and an id that is not a song; 10 without id; 50 without music.play', async () => {
    const silent = await createTrack();
    const user = await listener();
    expect(await codeOf(stream, user, { id: '999999999' })).toBe(70);
    expect(await codeOf(stream, user, { id: String(silent.id) })).toBe(70);
    expect(await codeOf(stream, user, { id: 'al-3' })).toBe(70);
    expect(await codeOf(stream, user, {})).toBe(10);
    const track = await createTrack({ audio: { bytes } });
    expect(await codeOf(stream, (await createUser({ roles: [] })).id, { id: String(track.id) })).toBe(50);
  });
});

describe('download', () => {
  it('answers the original file as a named attachment, with Range, to users with music.download', async () => {
    const artist = await createArtist({ name: 'Nina' });
    const track = await createTrack({ artists: [artist], values: { name: 'Song' }, audio: { bytes, mime: 'audio/mpeg' } });
    const user = await listener();
    const res = await responseOf(download, user, { id: String(track.id) });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="Nina - Song.mp3"; filename*=UTF-8''Nina%20-%20Song.mp3`);
    expect(await body(res)).toEqual(bytes);
    const ranged = await responseOf(download, user, { id: String(track.id) }, { Range: 'bytes=9000-' });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('Content-Range')).toBe(`bytes 9000-9999/${bytes.length}`);
    expect(await body(ranged)).toEqual(bytes.slice(9000));
  });

  it('answers 50 to a user whose roles lack music.download (the guests role streams but does not download)', async () => {
    const track = await createTrack({ audio: { bytes } });
    const player = (await createUser({ roles: ['guests'] })).id;
    expect(await codeOf(download, player, { id: String(track.id) })).toBe(50);
    expect((await responseOf(stream, player, { id: String(track.id) })).status).toBe(200);
  });

  it('answers 70 for external audio and unknown tracks', async () => {
    const external = await createTrack({ values: { external_url: 'https://cdn.example.com/b.mp3' } });
    const user = await listener();
    expect(await codeOf(download, user, { id: String(external.id) })).toBe(70);
    expect(await codeOf(download, user, { id: '999999999' })).toBe(70);
  });
});

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
let n = 0;
/** An image in MEDIA as the seed stores covers; returns the path D1 holds. */
async function storeImage(kind: 'albums' | 'artists' | 'playlists' | 'tracks', bytes: string | Uint8Array = SVG, contentType = 'image/svg+xml') {
  const key = `images/${kind}/subsonic-${++n}.${contentType === 'image/png' ? 'png' : 'svg'}`;
  await env.MEDIA.put(key, bytes, { httpMetadata: { contentType } });
  return `/storage/${key}`;
}

async function createPlaylist(ownerId: number, values: { public?: boolean; image?: string | null }, trackIds: number[] = []) {
  const [playlist] = await db()
    .insert(playlists)
    .values({ owner_id: ownerId, name: `List ${++n}`, ...values })
    .returning();
  if (trackIds.length) await db().insert(playlistTracks).values(trackIds.map((track_id, position) => ({ playlist_id: playlist.id, track_id, position })));
  return playlist;
}

/** A width x height PNG (RGB, every pixel grey): a real raster cover for the size tests. */
async function pngOf(width: number, height: number): Promise<Uint8Array> {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Uint8Array) => (bytes.reduce((c, b) => crcTable[(c ^ b) & 0xff] ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
  const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  const chunk = (type: string, data: Uint8Array) => {
    const typed = new Uint8Array([...new TextEncoder().encode(type), ...data]);
    return [...u32(data.length), ...typed, ...u32(crc(typed))];
  };
  const rows = new Uint8Array(height * (1 + width * 3)).map((_, i) => (i % (1 + width * 3) === 0 ? 0 : 128));
  const idat = new Uint8Array(await new Response(new Blob([rows]).stream().pipeThrough(new CompressionStream('deflate'))).arrayBuffer());
  const ihdr = new Uint8Array([...u32(width), ...u32(height), 8, 2, 0, 0, 0]);
  return new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, ...chunk('IHDR', ihdr), ...chunk('IDAT', idat), ...chunk('IEND', new Uint8Array())]);
}

const dimensionsOf = async (res: Response) => {
  const info = await env.IMAGES.info(res.body!);
  return 'width' in info ? [info.width, info.height] : null;
};

describe('getCoverArt', () => {
  it("answers an album's, an artist's and a track's own image with its type, ETag and a private week's cache", async () => {
    const album = await createAlbum({ values: { image: await storeImage('albums') } });
    const artist = await createArtist({ image: await storeImage('artists', PNG_PIXEL, 'image/png') });
    const trackSvg = '<svg xmlns="http://www.w3.org/2000/svg"><text>track</text></svg>';
    const track = await createTrack({ album, values: { image: await storeImage('tracks', trackSvg) } });
    const user = await listener();

    const albumCover = await responseOf(getCoverArt, user, { id: `al-${album.id}`, size: '300' });
    expect(albumCover.status).toBe(200);
    expect(albumCover.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(albumCover.headers.get('Cache-Control')).toBe('private, max-age=604800');
    expect(albumCover.headers.get('ETag')).toMatch(/^".+"$/);
    expect(await albumCover.text()).toBe(SVG);

    const artistCover = await responseOf(getCoverArt, user, { id: `ar-${artist.id}` });
    expect(artistCover.headers.get('Content-Type')).toBe('image/png');
    expect(await body(artistCover)).toEqual(PNG_PIXEL);

    for (const id of [`tr-${track.id}`, String(track.id)]) {
      const trackCover = await responseOf(getCoverArt, user, { id });
      expect(await trackCover.text()).toBe(trackSvg);
    }
  });

  it("falls back from a track to its album's image", async () => {
    const albumImage = await storeImage('albums', '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>');
    const album = await createAlbum({ values: { image: albumImage } });
    const track = await createTrack({ album });
    const res = await responseOf(getCoverArt, await listener(), { id: `tr-${track.id}` });
    expect(await res.text()).toContain('<circle');
  });

  it("answers a playlist's own image, else its first track's album's, and 70 for someone else's private playlist", async () => {
    const owner = await listener();
    const firstAlbum = await createAlbum({ values: { image: await storeImage('albums', '<svg xmlns="http://www.w3.org/2000/svg"><text>first</text></svg>') } });
    const otherAlbum = await createAlbum({ values: { image: await storeImage('albums', '<svg xmlns="http://www.w3.org/2000/svg"><text>second</text></svg>') } });
    const first = await createTrack({ album: firstAlbum });
    const second = await createTrack({ album: otherAlbum });
    const own = await createPlaylist(owner, { image: await storeImage('playlists') }, [second.id, first.id]);
    const plain = await createPlaylist(owner, {}, [second.id, first.id]);
    await db().update(playlistTracks).set({ position: -1 }).where(eq(playlistTracks.track_id, first.id));

    expect(await (await responseOf(getCoverArt, owner, { id: `pl-${own.id}` })).text()).toBe(SVG);
    expect(await (await responseOf(getCoverArt, owner, { id: `pl-${plain.id}` })).text()).toContain('first');

    const hidden = await createPlaylist(owner, { public: false, image: await storeImage('playlists') });
    expect(await (await responseOf(getCoverArt, owner, { id: `pl-${hidden.id}` })).text()).toBe(SVG);
    expect(await codeOf(getCoverArt, await listener(), { id: `pl-${hidden.id}` })).toBe(70);
  });

  it('scales a raster cover down to fit size x size with the Images binding, never up, with its own ETag and 304', async () => {
    const artist = await createArtist({ image: await storeImage('artists', await pngOf(64, 40), 'image/png') });
    const user = await listener();
    const small = await responseOf(getCoverArt, user, { id: `ar-${artist.id}`, size: '16' });
    expect(small.status).toBe(200);
    expect(small.headers.get('Content-Type')).toBe('image/png');
    const etag = small.headers.get('ETag')!;
    expect(etag).toMatch(/^W\/".+-16"$/);
    expect(await dimensionsOf(small)).toEqual([16, 10]);

    const again = await responseOf(getCoverArt, user, { id: `ar-${artist.id}`, size: '16' }, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await dimensionsOf(await responseOf(getCoverArt, user, { id: `ar-${artist.id}`, size: '300' }))).toEqual([64, 40]);
    const original = await responseOf(getCoverArt, user, { id: `ar-${artist.id}` });
    expect(original.headers.get('ETag')).not.toBe(etag);
    expect(await dimensionsOf(original)).toEqual([64, 40]);
  });

  it('answers 304 without a body when If-None-Match holds the ETag', async () => {
    const album = await createAlbum({ values: { image: await storeImage('albums') } });
    const user = await listener();
    const first = await responseOf(getCoverArt, user, { id: `al-${album.id}` });
    await first.arrayBuffer();
    const etag = first.headers.get('ETag')!;
    const again = await responseOf(getCoverArt, user, { id: `al-${album.id}` }, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
  });

  it('redirects to an external image', async () => {
    const artist = await createArtist({ image: 'https://img.example.com/a.jpg' });
    const res = await responseOf(getCoverArt, await listener(), { id: `ar-${artist.id}` });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('https://img.example.com/a.jpg');
  });

  it('answers 70 for items without an image, unknown or malformed ids and images missing from R2; 10 without id; 0 for a size that is not a number', async () => {
    const user = await listener();
    const bare = await createAlbum();
    const gone = await createAlbum({ values: { image: '/storage/images/albums/missing.svg' } });
    const track = await createTrack({ album: bare });
    for (const id of [`al-${bare.id}`, `al-${gone.id}`, `tr-${track.id}`, 'al-999999999', 'zz-1', 'pl-999999999']) expect(await codeOf(getCoverArt, user, { id }), id).toBe(70);
    expect(await codeOf(getCoverArt, user, {})).toBe(10);
    const album = await createAlbum({ values: { image: await storeImage('albums') } });
    expect(await codeOf(getCoverArt, user, { id: `al-${album.id}`, size: 'big' })).toBe(0);
  });
});

describe('through /rest', () => {
  /** GET /rest/{method}.view signed with a fresh app password of a new listener (apiKey). */
  async function rest(method: string, params: Record<string, string>, headers: Record<string, string> = {}, verb = 'GET') {
    const user = await createUser();
    const { plainTextPassword } = await createAppPassword(env, createDb(env.DB), user.id, 'Phone');
    return request(`/rest/${method}.view?${new URLSearchParams({ ...params, apiKey: plainTextPassword, v: '1.16.1', c: 'test', f: 'json' })}`, { headers, method: verb });
  }

  it('answers the bytes themselves, ranged, and failures as envelopes', async () => {
    const track = await createTrack({ audio: { bytes } });
    const ranged = await rest('stream', { id: String(track.id) }, { Range: 'bytes=10-19' });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('Content-Range')).toBe(`bytes 10-19/${bytes.length}`);
    expect(await body(ranged)).toEqual(bytes.slice(10, 20));

    // HEAD: what a player asks first for the size; no body.
    const head = await rest('stream', { id: String(track.id) }, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe(String(bytes.length));
    expect(await head.text()).toBe('');

    const past = await rest('stream', { id: String(track.id) }, { Range: `bytes=${bytes.length + 5}-` });
    expect(past.status).toBe(416);
    await past.arrayBuffer();

    const missing = await rest('getCoverArt', { id: `al-${(await createAlbum()).id}` });
    expect(missing.status).toBe(200);
    expect((await missing.json<{ 'subsonic-response': { status: string; error: { code: number } } }>())['subsonic-response']).toMatchObject({ status: 'failed', error: { code: 70 } });
  });
});
