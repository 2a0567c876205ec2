import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { settings } from '../../db/settings';
import { CACHE_KEYS } from '../../worker/cache/kv-cache';
import { SECRET_NAMES } from '../../worker/settings/defaults';
import { adminHeaders, createUser, db, guestHeaders, loginAs, postJson, request } from './support/http';

// Issue 13, docs/api/admin.md "Settings": the settings API behind every
// settings subpage, and the cache subpage's action.

const bootstrap = async () => (await (await request('/api/v1/bootstrap-data')).json<any>()).bootstrapData;
const getSettings = async () => {
  const res = await request('/api/v1/settings', { headers: await adminHeaders() });
  expect(res.status).toBe(200);
  return res.json<any>();
};
const save = async (values: Record<string, unknown>) => postJson('/api/v1/settings', { settings: values }, await adminHeaders());

describe('GET /api/v1/settings', () => {
  it('is for settings.update: a guest gets 401, a listener 403', async () => {
    expect((await request('/api/v1/settings')).status).toBe(401);
    const { headers } = await loginAs((await createUser()).id);
    expect((await request('/api/v1/settings', { headers })).status).toBe(403);
  });

  it('answers every setting but the secrets, and whether each secret is set', async () => {
    const body = await getSettings();
    expect(body.settings['logging.error_days']).toBe(30);
    expect(body.settings['gdpr.data_export']).toBe(true);
    expect(body.settings['social.google.client_id']).toBe('');
    for (const name of SECRET_NAMES) {
      expect(body.settings).not.toHaveProperty(name);
      expect(typeof body.secrets[name]).toBe('boolean');
    }
    // The mail endpoint has a default address, so it counts as set.
    expect(body.secrets['mail.http_endpoint']).toBe(true);
  });
});

describe('POST /api/v1/settings', () => {
  it('is refused to a listener (403) and changes nothing', async () => {
    const { headers } = await loginAs((await createUser()).id);
    const res = await postJson('/api/v1/settings', { settings: { 'logging.error_days': 7 } }, headers);
    expect(res.status).toBe(403);
    expect((await postJson('/api/v1/settings', { settings: { 'logging.error_days': 7 } }, guestHeaders())).status).toBe(401);
    expect((await getSettings()).settings['logging.error_days']).toBe(30);
  });

  it("checks each setting's rule, with the message on its name, and writes none of a bad batch", async () => {
    const res = await save({
      'branding.site_name': 'Never written',
      'logging.error_days': 0,
      'homepage.type': 'somewhere',
      'player.default_volume': 101,
      'uploads.blocked_extensions': ['.exe'],
      'analytics.tracking_id': 'UA-1',
      'mail.from_address': 'not an address',
      'social.oidc.issuer': 'ftp://issuer.test',
      'cookie_notice.button': { label: '', action: '/x' },
    });
    expect(res.status).toBe(422);
    const { errors } = await res.json<any>();
    expect(errors['logging.error_days']).toEqual(['Must be a whole number from 1 to 365.']);
    expect(errors['homepage.type']).toEqual(['Must be one of: channel, landingPage.']);
    expect(errors['player.default_volume']).toEqual(['Must be a whole number from 0 to 100.']);
    expect(errors['uploads.blocked_extensions']).toEqual(['Each entry must be an extension without its dot, e.g. mp3.']);
    expect(errors['analytics.tracking_id']).toEqual(['Must be a measurement id such as G-ABC123XYZ9.']);
    expect(errors['mail.from_address']).toEqual(['Must be an email address.']);
    expect(errors['social.oidc.issuer']).toEqual(['Must be an http or https address.']);
    expect(errors['cookie_notice.button']).toEqual(['The button needs a label.']);
    expect(errors).not.toHaveProperty('branding.site_name');
    expect((await bootstrap()).branding.site_name).not.toBe('Never written');
  });

  it('caps text settings without a rule of their own', async () => {
    const res = await save({ 'branding.site_description': 'x'.repeat(1001) });
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors['branding.site_description']).toEqual(['Must not be longer than 1000 characters.']);
  });

  it('shows a change in the very next bootstrap data, without a restart', async () => {
    await bootstrap(); // the snapshot is cached in KV and in memory now
    expect((await save({ 'player.default_volume': 35, 'player.hide_lyrics': true, 'analytics.tracking_id': 'G-TEST12345' })).status).toBe(200);
    const data = await bootstrap();
    expect(data.settings.player).toMatchObject({ default_volume: 35, hide_lyrics: true });
    expect(data.settings.analytics.tracking_id).toBe('G-TEST12345');
    await save({ 'player.default_volume': 70, 'player.hide_lyrics': false, 'analytics.tracking_id': '' });
  });

  it('keeps private settings out of bootstrap data; the admin reads them', async () => {
    await save({ 's3.bucket': 'private-bucket-name' });
    expect(JSON.stringify(await bootstrap())).not.toContain('private-bucket-name');
    expect((await getSettings()).settings['s3.bucket']).toBe('private-bucket-name');
    await save({ 's3.bucket': '' });
  });
});

describe('POST /api/v1/settings/cache/clear', () => {
  it('is for settings.update: a guest gets 401, a listener 403', async () => {
    expect((await postJson('/api/v1/settings/cache/clear', {}, guestHeaders())).status).toBe(401);
    const { headers } = await loginAs((await createUser()).id);
    expect((await postJson('/api/v1/settings/cache/clear', {}, headers)).status).toBe(403);
  });

  it('drops the KV snapshot and the in-memory copies, and says what it cleared', async () => {
    const before = (await bootstrap()).branding.site_name;
    expect(await env.CACHE.get(CACHE_KEYS.snapshot)).not.toBeNull();
    // A change behind the service's back: the cached snapshot still answers.
    await db().update(settings).set({ value: 'Changed in D1' }).where(eq(settings.name, 'branding.site_name'));
    expect((await bootstrap()).branding.site_name).toBe(before);

    const res = await postJson('/api/v1/settings/cache/clear', {}, await adminHeaders());
    expect(res.status).toBe(200);
    const { cleared } = await res.json<any>();
    expect(cleared.kv_keys).toContain(CACHE_KEYS.snapshot);
    expect(cleared.more_kv_keys).toBe(false);
    expect(cleared.memory).toEqual(['settings snapshot', 'catalog and search answers']);
    expect(await env.CACHE.get(CACHE_KEYS.snapshot)).toBeNull();
    expect((await bootstrap()).branding.site_name).toBe('Changed in D1');
    await save({ 'branding.site_name': before });
  });
});
