import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { permissions } from '../../db/roles';
import { AD_HTML_MAX_LENGTH, AD_SLOTS } from '../../worker/ads/ad-settings';
import { adminHeaders, createUser, db, loginAs, postJson, request } from './support/http';

// Issue 13, docs/api/admin.md "Ads": the slots of SPEC section 2 are settings
// (settings.update) that reach every page's bootstrap data.

const save = async (values: Record<string, unknown>, headers?: Record<string, string>) =>
  postJson('/api/v1/settings', { settings: values }, headers ?? (await adminHeaders()));
const adsInBootstrap = async () => (await (await request('/api/v1/bootstrap-data')).json<any>()).bootstrapData.settings.ads;

describe('ad slots (POST /api/v1/settings)', () => {
  it('are off and empty by default, one setting per slot of SPEC section 2', async () => {
    const ads = await adsInBootstrap();
    expect(ads.enable).toBe(false);
    expect(Object.keys(ads).sort()).toEqual(['enable', ...AD_SLOTS].sort());
    for (const slot of AD_SLOTS) expect(ads[slot]).toBe('');
  });

  it('reach bootstrap data at once when an admin saves them', async () => {
    const html = '<a href="https://ads.example.test"><img src="https://ads.example.test/banner.png" alt="Ad"></a>';
    expect((await save({ 'ads.enable': true, 'ads.artist_top': html })).status).toBe(200);
    expect(await adsInBootstrap()).toMatchObject({ enable: true, artist_top: html });
    await save({ 'ads.enable': false, 'ads.artist_top': '' });
  });

  it('refuse a listener (403), a wrong type and an oversized snippet (422), changing nothing', async () => {
    const { headers } = await loginAs((await createUser()).id);
    expect((await save({ 'ads.general_top': '<b>mine</b>' }, headers)).status).toBe(403);

    const res = await save({ 'ads.enable': 'yes', 'ads.general_top': 'x'.repeat(AD_HTML_MAX_LENGTH + 1), 'ads.album_above': '<b>ok</b>' });
    expect(res.status).toBe(422);
    const { errors } = await res.json<any>();
    expect(errors['ads.enable']).toEqual(['Must be of type boolean.']);
    expect(errors['ads.general_top']).toEqual([`Must not be longer than ${AD_HTML_MAX_LENGTH} characters.`]);
    expect((await adsInBootstrap()).album_above).toBe('');
  });
});

describe('permission ads.hide', () => {
  it('is seeded in group ads', async () => {
    const [row] = await db().select().from(permissions).where(eq(permissions.name, 'ads.hide'));
    expect(row).toMatchObject({ group: 'ads', description: 'Browse without ads.' });
  });

  it("reaches a database seeded before it, once, through migration 0012's data statement", async () => {
    const migration = env.TEST_MIGRATIONS.find((m: { name: string }) => m.name.startsWith('0012_'))!;
    const insert = migration.queries.find((q: string) => q.includes("'ads.hide'"))!;
    await db().delete(permissions).where(eq(permissions.name, 'ads.hide'));
    await env.DB.prepare(insert).run();
    await env.DB.prepare(insert).run();
    const rows = await db().select().from(permissions).where(eq(permissions.name, 'ads.hide'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ display_name: 'ads.hide', group: 'ads', restrictions: [] });
  });
});

describe('GET /ad-frames/{slot}', () => {
  const frame = (path: string) => request(path, { headers: { Accept: 'text/html' } });

  it("serves the slot's HTML as a sandboxed document with a policy of its own", async () => {
    const html = '<script src="https://ads.example.test/tag.js"></script><ins class="ad"></ins>';
    await save({ 'ads.enable': true, 'ads.general_top': html });
    try {
      const res = await frame('/ad-frames/general_top?v=abc123');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain(`<body>${html}</body>`);
      const policy = res.headers.get('content-security-policy')!;
      expect(policy).toContain('sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox');
      expect(policy).not.toContain('allow-same-origin');
      expect(policy).toContain("frame-ancestors 'self'");
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    } finally {
      await save({ 'ads.enable': false, 'ads.general_top': '' });
    }
  });

  it('is 404 for an empty slot or while ads are off, 422 for a slot SPEC does not name', async () => {
    await save({ 'ads.enable': true, 'ads.general_bottom': '' });
    expect((await frame('/ad-frames/general_bottom')).status).toBe(404);
    await save({ 'ads.enable': false, 'ads.general_bottom': '<b>ad</b>' });
    expect((await frame('/ad-frames/general_bottom')).status).toBe(404);
    expect((await frame('/ad-frames/sidebar')).status).toBe(422);
    await save({ 'ads.general_bottom': '' });
  });
});
