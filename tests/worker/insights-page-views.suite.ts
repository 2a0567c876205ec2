import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { pageViews } from '../../db/analytics';
import { plays } from '../../db/music-social';
import { createUser, db, guestHeaders, loginAs, request } from './support/http';
import { createTrack } from './support/music-fixtures';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let n = 0;
const uniquePath = () => `/artist/${Date.now()}-${++n}`;

function beacon(body: unknown, headers: Record<string, string>, cf?: Record<string, string>) {
  return request('/api/v1/analytics/page-views', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    ...(cf ? { cf } : {}),
  } as RequestInit);
}

const viewsOf = (path: string) => db().select().from(pageViews).where(eq(pageViews.path, path)).orderBy(pageViews.id);

describe('page views', () => {
  it('log an SPA navigation with its place, device, platform, browser and referring host (204)', async () => {
    const path = uniquePath();
    const res = await beacon({ path: `${path}?tab=albums#top`, referrer: 'https://www.example.org/search?q=band' }, { ...guestHeaders(), 'User-Agent': ANDROID_CHROME }, { country: 'DE', city: 'Berlin' });
    expect(res.status).toBe(204);
    const [view] = await viewsOf(path);
    expect(view).toMatchObject({ user_id: null, country: 'DE', city: 'Berlin', device_type: 'mobile', platform: 'Android', browser: 'Chrome', referrer: 'www.example.org' });
    expect(view.visitor).toMatch(/^[\w-]{16}$/);

    // The same browser the same day hashes alike; a same-site referrer is direct ('').
    await beacon({ path, referrer: 'https://music.test/library' }, { ...guestHeaders(), 'User-Agent': ANDROID_CHROME });
    const [, again] = await viewsOf(path);
    expect(again).toMatchObject({ visitor: view.visitor, referrer: '' });
  });

  it('know the signed-in user, and skip bots', async () => {
    const user = await createUser();
    const path = uniquePath();
    expect((await beacon({ path }, { ...(await loginAs(user.id)).headers, 'User-Agent': MAC_FIREFOX })).status).toBe(204);
    expect((await beacon({ path }, { ...guestHeaders(), 'User-Agent': GOOGLEBOT })).status).toBe(204);
    expect((await beacon({ path }, guestHeaders())).status).toBe(204);
    const views = await viewsOf(path);
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ user_id: user.id, device_type: 'desktop', platform: 'macOS', browser: 'Firefox' });
  });

  it('refuse a body without a site path (422)', async () => {
    const headers = { ...guestHeaders(), 'User-Agent': MAC_FIREFOX };
    for (const body of [{}, { path: 'artist/1' }, { path: 5 }, { path: '/x', referrer: 7 }]) {
      expect((await beacon(body, headers)).status).toBe(422);
    }
  });

  it('log one per served HTML page, after the answer, and none for bots', async () => {
    const path = uniquePath();
    const res = await request(path, { headers: { Accept: 'text/html', 'User-Agent': MAC_FIREFOX, Referer: 'https://news.example.com/' } });
    expect(res.status).toBe(200);
    await res.text();
    await request(path, { headers: { Accept: 'text/html', 'User-Agent': GOOGLEBOT } }).then((r) => r.text());
    // The insert runs in waitUntil, after the page went out: wait for it (bounded).
    let views = await viewsOf(path);
    for (let i = 0; i < 50 && views.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      views = await viewsOf(path);
    }
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ browser: 'Firefox', referrer: 'news.example.com', user_id: null });
  });
});

describe('plays', () => {
  it("log the city, and a guest's daily hash (not a user's)", async () => {
    const track = await createTrack();
    const res = await request(`/api/v1/tracks/${track.id}/plays`, {
      method: 'POST',
      headers: { ...guestHeaders(), 'User-Agent': ANDROID_CHROME },
      cf: { country: 'JP', city: 'Osaka' },
    } as RequestInit);
    expect(res.status).toBe(204);
    const user = await createUser();
    await request(`/api/v1/tracks/${track.id}/plays`, { method: 'POST', headers: { ...(await loginAs(user.id)).headers, 'User-Agent': ANDROID_CHROME } });
    const rows = await db().select().from(plays).where(eq(plays.track_id, track.id)).orderBy(desc(plays.id));
    expect(rows.map((r) => [r.user_id, r.visitor !== null])).toEqual([
      [user.id, false],
      [null, true],
    ]);
    expect(rows[1]).toMatchObject({ country: 'JP', city: 'Osaka', device_type: 'mobile' });
  });
});
