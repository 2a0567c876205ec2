import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { tracks } from '../../db/music-catalog';
import { forgetCatalogAnswers, keptAnswers, markedKeys, memoize } from '../../worker/cache/memory-cache';
import { createUser, db, loginAs, request } from './support/http';
import { createTrack } from './support/music-fixtures';

const trackPage = async (id: number) => (await (await request(`/api/v1/tracks/${id}`)).json<any>()).track;

afterEach(() => {
  vi.useRealTimers();
});

describe('the catalog memory cache', () => {
  it('serves a page again from memory, and forgets it after a write through the app', async () => {
    const track = await createTrack();
    // Asked twice: kept from the second time on.
    expect((await trackPage(track.id)).name).toBe(track.name);
    expect((await trackPage(track.id)).name).toBe(track.name);
    // A change that bypasses the app stays unseen until the TTL or a write...
    await db().update(tracks).set({ name: 'Renamed behind the cache' }).where(eq(tracks.id, track.id));
    expect((await trackPage(track.id)).name).toBe(track.name);

    // ...and any successful write handled by this isolate (here a like) clears it.
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const like = await request(`/api/v1/likes/track/${track.id}`, { method: 'PUT', headers });
    expect(like.status).toBe(200);
    const fresh = await trackPage(track.id);
    expect(fresh.name).toBe('Renamed behind the cache');
    expect(fresh.likes_count).toBe(1);
  });

  it('keeps a page as its JSON text and answers it again as the same JSON', async () => {
    const track = await createTrack();
    forgetCatalogAnswers();
    const first = await request(`/api/v1/tracks/${track.id}`);
    const kept = await request(`/api/v1/tracks/${track.id}`);
    const again = await request(`/api/v1/tracks/${track.id}`);
    expect(again.headers.get('content-type')).toBe('application/json');
    const firstText = await first.text();
    expect(await kept.text()).toBe(firstText);
    expect(await again.text()).toBe(firstText);
    expect(await memoize(`track:${track.id}`, async () => 'not loaded again')).toBe(JSON.stringify(await trackPage(track.id).then((page) => ({ track: page }))));
  });

  it('holds only what the last 10 s asked for, and nothing after a write (bounded memory under load)', async () => {
    forgetCatalogAnswers();
    for (let round = 0; round < 2; round++) for (let i = 0; i < 50; i++) await memoize(`test:bound:${i}`, async () => 'x'.repeat(1000));
    expect(keptAnswers()).toBe(50);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10_001 });
    await memoize('test:bound:new', async () => 'fresh');
    await memoize('test:bound:new', async () => 'fresh');
    expect(keptAnswers()).toBe(1);
    forgetCatalogAnswers();
    expect(keptAnswers()).toBe(0);
  });

  it('keeps a loaded value from its second ask, never a failure', async () => {
    let loads = 0;
    const load = async () => ++loads;
    expect([await memoize('test:kept', load), await memoize('test:kept', load), await memoize('test:kept', load), loads]).toEqual([1, 2, 2, 2]);

    await expect(memoize('test:failing', () => Promise.reject(new Error('D1 down')))).rejects.toThrow('D1 down');
    await expect(memoize('test:failing', () => Promise.reject(new Error('D1 down')))).rejects.toThrow('D1 down');
    expect(await memoize('test:failing', async () => 'recovered')).toBe('recovered');
  });

  it('keeps nothing of a walk that asks each page once: only keys are marked, and the marks lapse', async () => {
    forgetCatalogAnswers();
    const marked = markedKeys();
    for (let i = 0; i < 100; i++) await memoize(`test:walk:${i}`, async () => 'x'.repeat(10_000));
    expect(keptAnswers()).toBe(0);
    expect(markedKeys()).toBe(marked + 100);
    // A mark lasts the answers' 10 s: a page asked again after that is again asked once.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10_001 });
    await memoize('test:walk:0', async () => 'again');
    expect(keptAnswers()).toBe(0);
    expect(markedKeys()).toBe(1);
    await memoize('test:walk:0', async () => 'again');
    expect(keptAnswers()).toBe(1);
  });

  it('keeps a page asked twice even after a write let the first answer go', async () => {
    let loads = 0;
    const load = async () => ++loads;
    await memoize('test:write', load);
    forgetCatalogAnswers();
    expect([await memoize('test:write', load), await memoize('test:write', load), loads]).toEqual([2, 2, 2]);
  });

  it('does not cache a missing track (404 stays 404, then the new row is found)', async () => {
    const missing = await request('/api/v1/tracks/987654');
    expect(missing.status).toBe(404);
    await db().insert(tracks).values({ id: 987654, name: 'Late arrival' });
    expect((await trackPage(987654)).name).toBe('Late arrival');
  });
});
