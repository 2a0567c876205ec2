import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelDownload, clearOfflineData, removeDownload, startDownload } from '../../client/offline/downloads';
import { readRecord, readRecords } from '../../client/offline/download-records';
import { getProgress } from '../../client/offline/download-progress';
import { MEDIA_CACHE, META_CACHE } from '../../client/offline/offline-keys';

/** Cache Storage as the downloads code uses it, in memory (happy-dom has none). */
class MemoryCache {
  readonly entries = new Map<string, { body: Blob; headers: [string, string][] }>();
  private key = (request: RequestInfo | URL) => {
    const url = new URL(typeof request === 'string' ? request : request instanceof URL ? request.href : request.url, 'http://localhost');
    return url.pathname + url.search;
  };
  async match(request: RequestInfo | URL) {
    const entry = this.entries.get(this.key(request));
    return entry ? new Response(entry.body, { headers: entry.headers }) : undefined;
  }
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(this.key(request), { body: await response.blob(), headers: [...response.headers] });
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(this.key(request));
  }
  async keys() {
    return [...this.entries.keys()].map((path) => new Request(`http://localhost${path}`));
  }
}

const stores = new Map<string, MemoryCache>();
const fakeCaches = {
  open: async (name: string) => stores.get(name) ?? stores.set(name, new MemoryCache()).get(name)!,
  has: async (name: string) => stores.has(name),
  delete: async (name: string) => stores.delete(name),
};
const media = () => [...(stores.get(MEDIA_CACHE)?.entries.keys() ?? [])].sort();

const track = (id: number) => ({ id, name: `Track ${id}`, src: `/api/v1/tracks/${id}/stream`, image: null });
const ALBUMS: Record<number, unknown> = {
  7: { album: { id: 7, name: 'Pastel Blues', image: '/storage/albums/7.svg' }, tracks: [track(1), track(2), track(3)] },
  8: { album: { id: 8, name: 'Second Album', image: null }, tracks: [track(3)] },
};

/** Track 2's audio waits for `release` while `hold` is on: a download in flight, for Cancel. */
let hold = false;
let release: () => void = () => {};
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const path = String(input);
  const album = /^\/api\/v1\/albums\/(\d+)$/.exec(path);
  if (album) return Response.json(ALBUMS[Number(album[1])]);
  if (path.startsWith('/storage/')) return new Response(new Blob(['<svg/>'], { type: 'image/svg+xml' }));
  if (path.startsWith('/api/v1/tracks/2/') && hold) {
    await new Promise<void>((resolve, reject) => {
      release = resolve;
      init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });
  }
  return new Response(new Blob([new Uint8Array(1000)], { type: 'audio/wav' }), { headers: { 'Content-Type': 'audio/wav' } });
});
const audioFetches = (trackId: number) => fetchMock.mock.calls.filter(([input]) => String(input) === `/api/v1/tracks/${trackId}/stream?offline=1`).length;

beforeEach(() => {
  stores.clear();
  hold = false;
  fetchMock.mockClear();
  vi.stubGlobal('caches', fakeCaches);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  release();
  vi.unstubAllGlobals();
});

describe('downloads for offline listening', () => {
  it('saves the answer, the cover and every track, and records the collection complete with its size', async () => {
    expect(await startDownload('album', 7)).toBe('done');
    expect(media()).toEqual(['/api/v1/tracks/1/stream', '/api/v1/tracks/2/stream', '/api/v1/tracks/3/stream', '/storage/albums/7.svg']);
    expect(await stores.get(META_CACHE)!.match('/api/v1/albums/7')).toBeDefined();
    expect(await readRecord('album', 7)).toMatchObject({ name: 'Pastel Blues', trackIds: [1, 2, 3], bytes: 3006, complete: true });
    expect(getProgress('album/7')).toEqual({ status: 'done', done: 3, total: 3, bytes: 3006 });
  });

  it('stops on Cancel with an incomplete record, and resumes without fetching what it saved', async () => {
    hold = true;
    const first = startDownload('album', 7);
    await vi.waitFor(() => expect(audioFetches(2)).toBe(1));
    cancelDownload('album', 7);
    expect(await first).toBe('cancelled');
    expect(await readRecord('album', 7)).toMatchObject({ complete: false });
    expect(media()).toEqual(['/api/v1/tracks/1/stream', '/storage/albums/7.svg']);

    hold = false;
    expect(await startDownload('album', 7)).toBe('done');
    expect(audioFetches(1)).toBe(1);
    expect(audioFetches(3)).toBe(1);
    expect(await readRecord('album', 7)).toMatchObject({ complete: true });
  });

  it('removes a collection but keeps the audio another saved one holds; signing out clears everything', async () => {
    await startDownload('album', 7);
    await startDownload('album', 8);
    await removeDownload('album', 7);
    expect(media()).toEqual(['/api/v1/tracks/3/stream']);
    expect((await readRecords()).map((record) => record.id)).toEqual([8]);
    await clearOfflineData();
    expect(stores.has(MEDIA_CACHE)).toBe(false);
    expect(stores.has(META_CACHE)).toBe(false);
  });
});
