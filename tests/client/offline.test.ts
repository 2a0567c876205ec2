import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ApiError, apiClient } from '../../client/http/api-client';
import { flushPlays, queuePlay, queuedPlays } from '../../client/offline/play-queue';
import { parseRange, rangedResponse } from '../../client/service-worker/ranged-response';

const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);
const saved = () => new Response(new Blob([bytes], { type: 'audio/wav' }), { headers: { 'Content-Type': 'audio/wav' } });

describe('saved audio answered with Range (service worker)', () => {
  it('answers a closed, an open-ended and a suffix range with 206, Content-Range and exactly those bytes', async () => {
    for (const [header, start, end] of [['bytes=100-199', 100, 199], ['bytes=900-', 900, 999], ['bytes=-10', 990, 999], ['bytes=990-5000', 990, 999]] as const) {
      const res = await rangedResponse(saved(), header);
      expect(res.status, header).toBe(206);
      expect(res.headers.get('Content-Range')).toBe(`bytes ${start}-${end}/1000`);
      expect(res.headers.get('Content-Length')).toBe(String(end - start + 1));
      expect(res.headers.get('Content-Type')).toBe('audio/wav');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes.slice(start, end + 1));
    }
  });

  it('answers the whole file without a Range (200, Accept-Ranges) and 416 past the end', async () => {
    const whole = await rangedResponse(saved(), null);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);
    const past = await rangedResponse(saved(), 'bytes=1000-');
    expect(past.status).toBe(416);
    expect(past.headers.get('Content-Range')).toBe('bytes */1000');
  });

  it('refuses what it cannot meet', () => {
    expect(parseRange('bytes=-', 1000)).toBeNull();
    expect(parseRange('bytes=5-2', 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
    expect(parseRange('bytes=-0', 1000)).toBeNull();
    expect(parseRange('bytes=0-0', 1000)).toEqual([0, 0]);
  });
});

describe('plays queued offline', () => {
  let posts: MockInstance<typeof apiClient.post>;
  const play = (id: string, track = 1) => ({ track_id: track, play_id: id, played_at: `2026-11-28T10:00:0${id.length % 10}.000Z` });

  beforeEach(() => {
    localStorage.clear();
    posts = vi.spyOn(apiClient, 'post');
  });
  afterEach(() => posts.mockRestore());

  it('sends each queued play once, in order, with its id and original time, and empties the queue', async () => {
    posts.mockResolvedValue(undefined);
    queuePlay(play('a', 1));
    queuePlay(play('bb', 2));
    queuePlay(play('a', 1));
    expect(queuedPlays()).toHaveLength(2);
    await flushPlays();
    expect(posts.mock.calls).toEqual([
      ['tracks/2/plays', { play_id: 'bb', played_at: play('bb').played_at }],
      ['tracks/1/plays', { play_id: 'a', played_at: play('a').played_at }],
    ]);
    expect(queuedPlays()).toEqual([]);
  });

  it('keeps the plays a network failure stopped, and drops one the server refused', async () => {
    posts.mockRejectedValueOnce(new ApiError(422, { message: 'too old' })).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    queuePlay(play('a'));
    queuePlay(play('bb'));
    queuePlay(play('ccc'));
    await flushPlays();
    expect(posts).toHaveBeenCalledTimes(2);
    expect(queuedPlays().map((queued) => queued.play_id)).toEqual(['bb', 'ccc']);
  });
});
