import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { settings } from '../../db/settings';
import { CACHE_KEYS } from '../../worker/cache/kv-cache';
import { adminHeaders, createUser, db, loginAs, postJson, request } from './support/http';

const siteName = async () => (await (await request('/api/v1/bootstrap-data')).json<any>()).bootstrapData.branding.site_name;

describe('POST /api/v1/settings', () => {
  it('invalidates the cached snapshot so the next bootstrap data shows the new value', async () => {
    expect(await siteName()).toBe('Melodia');
    expect(await env.CACHE.get(CACHE_KEYS.snapshot)).not.toBeNull();

    const res = await postJson('/api/v1/settings', { settings: { 'branding.site_name': 'Night Radio' } }, await adminHeaders());
    expect(res.status).toBe(200);
    expect(await siteName()).toBe('Night Radio');
    const [row] = await db().select().from(settings).where(eq(settings.name, 'branding.site_name'));
    expect(row.value).toBe('Night Radio');
  });

  it('serves reads from the snapshot until a write through the service drops it', async () => {
    const before = await siteName();
    // A change behind the service's back is not seen: the snapshot answers.
    await db().update(settings).set({ value: 'Changed in D1' }).where(eq(settings.name, 'branding.site_name'));
    expect(await siteName()).toBe(before);
    // Any write through the service rebuilds the whole snapshot from D1.
    await postJson('/api/v1/settings', { settings: { 'dates.format': 'long' } }, await adminHeaders());
    expect(await siteName()).toBe('Changed in D1');
  });

  it('refuses unknown names and wrong types with 422, writing none of the batch', async () => {
    const res = await postJson(
      '/api/v1/settings',
      { settings: { 'branding.site_name': 'Half written', 'billing.enable': 'yes', 'no.such.setting': 1 } },
      await adminHeaders(),
    );
    expect(res.status).toBe(422);
    const { errors } = await res.json<any>();
    expect(errors['billing.enable']).toEqual(['Must be of type boolean.']);
    expect(errors['no.such.setting']).toEqual(['Unknown setting.']);
    expect(await siteName()).not.toBe('Half written');
  });

  it('is refused to guests (401) and to users without settings.update (403)', async () => {
    const body = { settings: { 'branding.site_name': 'Hijacked' } };
    const { headers } = await loginAs((await createUser()).id);
    expect((await postJson('/api/v1/settings', body, headers)).status).toBe(403);
    const guest = await postJson('/api/v1/settings', body, { Cookie: 'XSRF-TOKEN=abcabcabcabcabcabcabc', 'X-XSRF-TOKEN': 'abcabcabcabcabcabcabc' });
    expect(guest.status).toBe(401);
    expect(await siteName()).not.toBe('Hijacked');
  });

  it('keeps private settings out of bootstrap data; a secret reaches the admin only as "set"', async () => {
    await postJson('/api/v1/settings', { settings: { 'recaptcha.secret_key': 'top-secret-value' } }, await adminHeaders());
    expect(await (await request('/api/v1/bootstrap-data')).text()).not.toContain('top-secret-value');
    const res = await request('/api/v1/settings', { headers: await adminHeaders() });
    const body = await res.json<any>();
    expect(body.secrets['recaptcha.secret_key']).toBe(true);
    expect(JSON.stringify(body)).not.toContain('top-secret-value');
  });
});
