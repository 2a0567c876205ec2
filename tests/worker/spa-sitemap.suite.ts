import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eq, like, sql, type SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { channels } from '../../db/music-catalog';
import { playlists } from '../../db/music-social';
import { customPages } from '../../db/custom-pages';
import { users } from '../../db/users';
import { createAlbum, createArtist, createTrack } from './support/music-fixtures';
import { BASE, createUser, db, request } from './support/http';
import { parseXml, texts } from './support/xml';
import { planOf } from './support/query-plan';
import { SITEMAP_TYPES, sitemapPages, sitemapRows } from '../../worker/sitemap/sitemap-sources';

const dialect = new SQLiteAsyncDialect();
const plannable = (statement: SQL) => ({ toSQL: () => dialect.sqlToQuery(statement) });

async function xml(path: string) {
  const res = await request(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type'), path).toBe('application/xml; charset=utf-8');
  return parseXml(await res.text());
}

/** The child sitemaps the index lists, as paths. */
async function children() {
  const index = await xml('/sitemap.xml');
  expect(index.name).toBe('sitemapindex');
  expect(index.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return texts(index, 'loc').map((loc) => {
    expect(loc.startsWith(`${BASE}/sitemaps/`), loc).toBe(true);
    return loc.slice(BASE.length);
  });
}

/** Every <url> of a type's child sitemaps: its address and lastmod. */
async function urlsOf(type: string) {
  const entries: { loc: string; lastmod: string }[] = [];
  for (const path of (await children()).filter((p) => p.startsWith(`/sitemaps/${type}-`))) {
    const urlset = await xml(path);
    expect(urlset.name).toBe('urlset');
    for (const url of urlset.children) entries.push({ loc: texts(url, 'loc')[0], lastmod: texts(url, 'lastmod')[0] });
  }
  return entries;
}

describe('GET /robots.txt', () => {
  it('is the worker\'s, plain text naming the sitemap index on the request\'s origin', async () => {
    const res = await request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml and /sitemaps/{type}-{page}.xml', () => {
  it('list what the public pages show, at absolute canonical addresses with lastmod', async () => {
    const artist = await createArtist({ name: 'Tom & "Jerry" <3' });
    const album = await createAlbum({ artists: [artist], values: { name: 'Cats & Dogs' } });
    const track = await createTrack({ artists: [artist], album, values: { name: 'Ночь <live>' } });
    const owner = await createUser();
    const banned = await createUser({ banned: true });
    const [shared] = await db().insert(playlists).values({ owner_id: owner.id, name: 'Open mix', public: true }).returning();
    const [secret] = await db().insert(playlists).values({ owner_id: owner.id, name: 'Secret mix', public: false }).returning();
    const [shown] = await db().insert(channels).values({ slug: 'sitemap-shown', name: 'Shown', content_type: 'track' }).returning();
    await db().insert(channels).values({ slug: 'sitemap-hidden', name: 'Hidden', content_type: 'track', public: false });
    const [page] = await db().insert(customPages).values({ slug: 'q&a', title: 'Q&A', body: '<p>Asked</p>' }).returning();

    const tracks = await urlsOf('tracks');
    // Letters of any script stay in the slug, percent-encoded; the lastmod is the row's updated_at.
    expect(tracks).toContainEqual({ loc: `${BASE}/track/${track.id}/%D0%BD%D0%BE%D1%87%D1%8C-live`, lastmod: track.updated_at });
    expect((await urlsOf('albums')).map((u) => u.loc)).toContain(`${BASE}/album/${album.id}/tom-jerry-3/cats-dogs`);
    expect((await urlsOf('artists')).map((u) => u.loc)).toContain(`${BASE}/artist/${artist.id}/tom-jerry-3`);
    const playlistLocs = (await urlsOf('playlists')).map((u) => u.loc);
    expect(playlistLocs).toContain(`${BASE}/playlist/${shared.id}/open-mix`);
    expect(playlistLocs).not.toContain(`${BASE}/playlist/${secret.id}/secret-mix`);
    const channelLocs = (await urlsOf('channels')).map((u) => u.loc);
    expect(channelLocs).toContain(`${BASE}/channel/${shown.slug}`);
    expect(channelLocs).not.toContain(`${BASE}/channel/sitemap-hidden`);
    expect((await urlsOf('pages')).map((u) => u.loc)).toContain(`${BASE}/pages/q%26a`);
    const userLocs = (await urlsOf('users')).map((u) => u.loc);
    expect(userLocs).toContain(`${BASE}/user/${owner.id}/${owner.name.toLowerCase().replace(/ /g, '-')}`);
    expect(userLocs.some((loc) => loc.startsWith(`${BASE}/user/${banned.id}/`))).toBe(false);
    await db().delete(customPages).where(eq(customPages.id, page.id));
  });

  it('escape what XML needs escaped, and stay well-formed', async () => {
    // Slugs percent-encode most characters; a channel slug written straight to D1 shows the escaping of the rest.
    await db().insert(channels).values({ slug: "rock'n'roll", name: 'Quoted', content_type: 'track' });
    const res = await request('/sitemaps/channels-1.xml');
    const body = await res.text();
    expect(body).toContain(`<loc>${BASE}/channel/rock&#39;n&#39;roll</loc>`);
    expect(texts(parseXml(body), 'loc')).toContain(`${BASE}/channel/rock'n'roll`);
    await db().delete(channels).where(eq(channels.slug, "rock'n'roll"));
  });

  it('page past 50,000 URLs: a second child sitemap of the type holds the rest', { timeout: 60_000 }, async () => {
    // One statement, no round trip per row: 50,100 custom pages (no triggers, so cheap to add and drop).
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50100)
       INSERT INTO custom_pages (slug, title, body) SELECT 'bulk-' || i, 'Bulk ' || i, '' FROM n`,
    ).run();
    try {
      const [{ total, first }] = await db()
        .select({ total: sql<number>`count(*)`, first: sql<number>`count(*) FILTER (WHERE ${customPages.id} <= 50000)` })
        .from(customPages);
      expect(total).toBeGreaterThan(50_000);
      expect((await children()).filter((path) => path.startsWith('/sitemaps/pages-'))).toEqual(['/sitemaps/pages-1.xml', '/sitemaps/pages-2.xml']);

      const one = texts(await xml('/sitemaps/pages-1.xml'), 'loc');
      const two = texts(await xml('/sitemaps/pages-2.xml'), 'loc');
      expect(one).toHaveLength(first);
      expect(one.length).toBeLessThanOrEqual(50_000);
      expect(two).toHaveLength(total - first);
      // In id order, none twice, none left out.
      expect(new Set([...one, ...two]).size).toBe(total);
      const [last] = await db().select({ slug: customPages.slug }).from(customPages).orderBy(sql`${customPages.id} DESC`).limit(1);
      expect(two[two.length - 1]).toBe(`${BASE}/pages/${last.slug}`);
      expect((await request('/sitemaps/pages-3.xml')).status).toBe(404);
    } finally {
      await db().delete(customPages).where(like(customPages.slug, 'bulk-%'));
    }
  });

  it('answer 404 for an unknown type or a page with no rows', async () => {
    for (const path of ['/sitemaps/songs-1.xml', '/sitemaps/tracks-0.xml', '/sitemaps/tracks-99.xml', '/sitemaps/tracks-1.json']) {
      expect((await request(path)).status, path).toBe(404);
    }
  });

  it('leave out users banned after they were listed', async () => {
    const user = await createUser();
    const listed = async () => (await urlsOf('users')).some((u) => u.loc.startsWith(`${BASE}/user/${user.id}/`));
    expect(await listed()).toBe(true);
    await db().update(users).set({ banned_at: new Date().toISOString() }).where(eq(users.id, user.id));
    expect(await listed()).toBe(false);
  });
});

describe('the sitemaps\' statements', () => {
  it('walk each table by its primary key, never scanning one', async () => {
    for (const type of SITEMAP_TYPES) {
      for (const [name, statement] of [['rows', sitemapRows(type, 0, 50_000, 2_500)], ['pages', sitemapPages(type)]] as const) {
        const plan = await planOf(plannable(statement));
        const shown = `${type} ${name}:\n${plan.join('\n')}`;
        // The recursive CTE's own rows (the chunk numbers, from a constant row) are the only scan.
        expect(plan.filter((line) => /^\s*SCAN (?!chunk\b|CONSTANT ROW)/.test(line)), shown).toEqual([]);
        // A range of ids: the primary key's, or an index's ending in the rowid (users: banned_at IS NULL).
        expect(plan.join('\n'), shown).toMatch(/SEARCH t USING (INTEGER PRIMARY KEY|(COVERING )?INDEX \w+) \((\w+=\? AND )?rowid>\? AND rowid<\?\)/);
        // Already in id order: no sort of the page's rows.
        expect(plan.filter((line) => line.startsWith('USE TEMP B-TREE')), shown).toEqual([]);
      }
    }
  });
});
