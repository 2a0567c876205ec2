import { describe, expect, it } from 'vitest';
import { createUser, loginAs, request } from './support/http';
import { audioBytes, createTrack } from './support/music-fixtures';
import { withoutGuestPermission } from './support/guest-permissions';

const SIZE = 10_000;
const bytes = audioBytes(SIZE);

async function trackWithAudio(mime?: string) {
  return createTrack({ audio: { bytes, mime } });
}

const stream = (id: number, headers: Record<string, string> = {}, method = 'GET') => request(`/api/v1/tracks/${id}/stream`, { method, headers });

async function body(res: Response) {
  return new Uint8Array(await res.arrayBuffer());
}

async function expectRange(id: number, range: string, first: number, last: number) {
  const res = await stream(id, { Range: range });
  expect(res.status).toBe(206);
  expect(res.headers.get('Content-Range')).toBe(`bytes ${first}-${last}/${SIZE}`);
  expect(res.headers.get('Content-Length')).toBe(String(last - first + 1));
  expect(await body(res)).toEqual(bytes.slice(first, last + 1));
}

async function expectWhole(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Range')).toBeNull();
  expect(res.headers.get('Content-Length')).toBe(String(SIZE));
  expect(await body(res)).toEqual(bytes);
}

describe('GET /api/v1/tracks/{id}/stream', () => {
  it('serves the whole object with Accept-Ranges, length, type, ETag and a private cache policy', async () => {
    const track = await trackWithAudio();
    const res = await stream(track.id);
    expect(res.headers.get('Accept-Ranges')).toBe('bytes');
    expect(res.headers.get('Content-Type')).toBe('audio/wav');
    expect(res.headers.get('ETag')).toMatch(/^"[^"]+"$/);
    expect(res.headers.get('Cache-Control')).toMatch(/^private/);
    await expectWhole(res);
  });

  it('serves the copy saved for offline listening (offline=1) to holders of music.offline only: the users role, not a guest or a role without it', async () => {
    const track = await trackWithAudio();
    const offline = (headers: Record<string, string> = {}) => request(`/api/v1/tracks/${track.id}/stream?offline=1`, { headers });
    const { headers: userHeaders } = await loginAs((await createUser()).id);
    await expectWhole(await offline(userHeaders));
    const { headers: artistHeaders } = await loginAs((await createUser({ roles: ['artists'] })).id);
    expect((await stream(track.id, artistHeaders)).status).toBe(200);
    expect((await offline(artistHeaders)).status).toBe(403);
    expect((await offline()).status).toBe(401);
  });

  it('grants no other origin the audio: a cross-origin request, even a CORS preflight, gets no Access-Control headers (issue 29: the player reads it same-origin)', async () => {
    const track = await trackWithAudio();
    const res = await stream(track.id, { Origin: 'https://elsewhere.example', Range: 'bytes=0-9' });
    expect(res.status).toBe(206);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
    await res.arrayBuffer();
    const preflight = await stream(track.id, { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'range' }, 'OPTIONS');
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toBeNull();
    await preflight.arrayBuffer();
  });

  it('uses the stored mime type', async () => {
    const track = await trackWithAudio('audio/mpeg');
    const res = await stream(track.id);
    expect(res.headers.get('Content-Type')).toBe('audio/mpeg');
    await res.arrayBuffer();
  });

  it('answers a closed range with 206 and exactly those bytes', async () => {
    const track = await trackWithAudio();
    await expectRange(track.id, 'bytes=100-199', 100, 199);
    await expectRange(track.id, 'bytes=0-0', 0, 0);
  });

  it('answers an open-ended range up to the last byte', async () => {
    const track = await trackWithAudio();
    await expectRange(track.id, 'bytes=9000-', 9000, SIZE - 1);
  });

  it('answers a suffix range with the last n bytes, all of them when n exceeds the size', async () => {
    const track = await trackWithAudio();
    await expectRange(track.id, 'bytes=-500', SIZE - 500, SIZE - 1);
    await expectRange(track.id, 'bytes=-50000', 0, SIZE - 1);
  });

  it('serves exactly the last byte, and clamps a range that ends past the object', async () => {
    const track = await trackWithAudio();
    await expectRange(track.id, `bytes=${SIZE - 1}-${SIZE - 1}`, SIZE - 1, SIZE - 1);
    await expectRange(track.id, `bytes=${SIZE - 1}-`, SIZE - 1, SIZE - 1);
    await expectRange(track.id, `bytes=9990-${SIZE * 5}`, 9990, SIZE - 1);
  });

  it('answers 416 with the size in Content-Range for a range starting past the end or an empty suffix', async () => {
    const track = await trackWithAudio();
    for (const range of [`bytes=${SIZE}-`, `bytes=${SIZE + 10}-${SIZE + 20}`, 'bytes=-0']) {
      const res = await stream(track.id, { Range: range });
      expect(res.status, range).toBe(416);
      expect(res.headers.get('Content-Range')).toBe(`bytes */${SIZE}`);
      await res.arrayBuffer();
    }
  });

  it('ignores a malformed Range, another unit and several ranges: 200 with the whole object', async () => {
    const track = await trackWithAudio();
    for (const range of ['bytes=abc', 'bytes=5-2', 'bytes=-', 'bytes=', 'items=0-10', 'bytes=1e3-', 'bytes=0-10,20-30']) {
      await expectWhole(await stream(track.id, { Range: range }));
    }
  });

  it('answers 304 without a body when If-None-Match holds the ETag, even with a Range', async () => {
    const track = await trackWithAudio();
    const first = await stream(track.id);
    const etag = first.headers.get('ETag')!;
    await first.arrayBuffer();
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await stream(track.id, { 'If-None-Match': ifNoneMatch, Range: 'bytes=0-9' });
      expect(res.status, ifNoneMatch).toBe(304);
      expect(res.headers.get('ETag')).toBe(etag);
      expect((await body(res)).byteLength).toBe(0);
    }
    await expectWhole(await stream(track.id, { 'If-None-Match': '"stale"' }));
  });

  it('honours If-Range: the range while the ETag matches, the whole object once it does not', async () => {
    const track = await trackWithAudio();
    const first = await stream(track.id);
    const etag = first.headers.get('ETag')!;
    const lastModified = first.headers.get('Last-Modified')!;
    await first.arrayBuffer();
    const partial = await stream(track.id, { Range: 'bytes=10-19', 'If-Range': etag });
    expect(partial.status).toBe(206);
    expect(await body(partial)).toEqual(bytes.slice(10, 20));
    const byDate = await stream(track.id, { Range: 'bytes=10-19', 'If-Range': lastModified });
    expect(byDate.status).toBe(206);
    await byDate.arrayBuffer();
    await expectWhole(await stream(track.id, { Range: 'bytes=10-19', 'If-Range': '"changed"' }));
    await expectWhole(await stream(track.id, { Range: 'bytes=10-19', 'If-Range': `W/${etag}` }));
  });

  it('answers 404 for a track without audio and for an unknown track, 422 for a bad id', async () => {
    const silent = await createTrack();
    expect((await stream(silent.id)).status).toBe(404);
    expect((await stream(99_999_999)).status).toBe(404);
    expect((await stream(0)).status).toBe(422);
  });

  it('lets guests stream while their role holds music.play, and answers 401 once it does not', async () => {
    const track = await trackWithAudio();
    await expectRange(track.id, 'bytes=0-9', 0, 9);
    await withoutGuestPermission('music.play', async () => {
      const res = await stream(track.id);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthenticated.', action: { label: 'Log in', action: '/login' } });
    });
  });

  it('answers 403 to a signed-in user without music.play', async () => {
    const track = await trackWithAudio();
    const { headers } = await loginAs((await createUser({ roles: [] })).id);
    const res = await stream(track.id, headers);
    expect(res.status).toBe(403);
    await res.arrayBuffer();
  });
});

describe('HEAD /api/v1/tracks/{id}/stream', () => {
  it('answers with the headers of a GET and no body', async () => {
    const track = await trackWithAudio();
    const res = await stream(track.id, {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('Accept-Ranges')).toBe('bytes');
    expect(res.headers.get('Content-Type')).toBe('audio/wav');
    expect(res.headers.get('ETag')).toMatch(/^"[^"]+"$/);
    expect(res.headers.get('Content-Length')).toBe(String(SIZE));
    expect((await body(res)).byteLength).toBe(0);
  });

  it('answers a Range with 206 headers and no body, and If-None-Match with 304', async () => {
    const track = await trackWithAudio();
    const res = await stream(track.id, { Range: 'bytes=-100' }, 'HEAD');
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe(`bytes ${SIZE - 100}-${SIZE - 1}/${SIZE}`);
    expect((await body(res)).byteLength).toBe(0);
    const notModified = await stream(track.id, { 'If-None-Match': res.headers.get('ETag')! }, 'HEAD');
    expect(notModified.status).toBe(304);
  });
});

describe('a track whose audio is an external source URL (issue 15)', () => {
  it('streams by redirecting there, is playable in lists, and cannot be downloaded', async () => {
    const url = 'https://cdn.example.org/audio/song.mp3';
    const track = await createTrack({ values: { external_url: url } });
    const res = await request(`/api/v1/tracks/${track.id}/stream`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(url);
    const page = await (await request(`/api/v1/tracks/${track.id}`)).json<any>();
    expect(page.track.src).toBe(`/api/v1/tracks/${track.id}/stream`);
    const { headers } = await loginAs((await createUser()).id);
    expect((await request(`/api/v1/tracks/${track.id}/download`, { headers })).status).toBe(404);
    // The player may load it: the page's media policy allows https sources.
    expect((await request('/')).headers.get('Content-Security-Policy')).toContain("media-src 'self' blob: https:");
  });

  it('is still 404 for a track with neither audio nor a source', async () => {
    const track = await createTrack();
    expect((await stream(track.id)).status).toBe(404);
  });
});
