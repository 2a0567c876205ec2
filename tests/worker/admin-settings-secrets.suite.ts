import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { settings } from '../../db/settings';
import { CACHE_KEYS } from '../../worker/cache/kv-cache';
import { createDb } from '../../worker/db';
import { loadS3Config } from '../../worker/storage/s3-config';
import { adminHeaders, db, guestHeaders, postJson, request } from './support/http';

// Issue 13, docs/api/admin.md "Settings": secrets are write-only. They never
// reach a browser or the KV snapshot, and the code that needs one reads it
// from D1 (worker/settings/secrets.ts).

const save = async (values: Record<string, unknown>) => postJson('/api/v1/settings', { settings: values }, await adminHeaders());
const stored = async (name: string) => (await db().select().from(settings).where(eq(settings.name, name)))[0]?.value;
const adminView = async () => (await request('/api/v1/settings', { headers: await adminHeaders() })).json<any>();

describe('secret settings', () => {
  it('are never sent back, never in bootstrap data and never in the KV snapshot', async () => {
    const res = await save({ 'social.google.client_secret': 'shh-google-1234' });
    expect(res.status).toBe(200);
    const answer = await res.text();
    expect(answer).not.toContain('shh-google-1234');
    expect(JSON.parse(answer).secrets['social.google.client_secret']).toBe(true);

    expect(JSON.stringify(await adminView())).not.toContain('shh-google-1234');
    expect(await (await request('/api/v1/bootstrap-data')).text()).not.toContain('shh-google-1234');
    const snapshot = await env.CACHE.get(CACHE_KEYS.snapshot);
    expect(snapshot).not.toBeNull();
    expect(snapshot).not.toContain('shh-google-1234');
    expect(JSON.parse(snapshot!).settings).not.toHaveProperty('social.google.client_secret');
    expect(await stored('social.google.client_secret')).toBe('shh-google-1234');
  });

  it('keep their value when sent empty, and are cleared by null', async () => {
    await save({ 'recaptcha.secret_key': 'kept-secret' });
    expect((await save({ 'recaptcha.secret_key': '', 'recaptcha.site_key': 'site-1' })).status).toBe(200);
    expect(await stored('recaptcha.secret_key')).toBe('kept-secret');
    expect((await adminView()).secrets['recaptcha.secret_key']).toBe(true);

    expect((await save({ 'recaptcha.secret_key': null })).status).toBe(200);
    expect(await stored('recaptcha.secret_key')).toBe('');
    expect((await adminView()).secrets['recaptcha.secret_key']).toBe(false);
    await save({ 'recaptcha.site_key': '' });
  });

  it('are checked like any setting: a number is 422, a bad endpoint is 422', async () => {
    const res = await save({ 'social.google.client_secret': 42, 'mail.http_endpoint': 'not a url' });
    expect(res.status).toBe(422);
    const { errors } = await res.json<any>();
    expect(errors['social.google.client_secret']).toEqual(['Must be of type string.']);
    expect(errors['mail.http_endpoint']).toEqual(['Must be an http or https address.']);
  });

  it('reach the code that needs them: social sign-in starts once the client secret is stored', async () => {
    await save({ 'social.google.enable': true, 'social.google.client_id': 'google-client', 'social.google.client_secret': null });
    const without = await request('/secure/auth/social/google/login', { headers: guestHeaders(), redirect: 'manual' });
    expect(without.status).toBe(404);

    await save({ 'social.google.client_secret': 'google-secret' });
    const started = await request('/secure/auth/social/google/login', { headers: guestHeaders(), redirect: 'manual' });
    expect(started.status).toBe(302);
    expect(new URL(started.headers.get('location')!).searchParams.get('client_id')).toBe('google-client');
    await save({ 'social.google.enable': false, 'social.google.client_id': '', 'social.google.client_secret': null });
  });

  it('configure the s3 storage driver from the providers subpage, secrets read from D1', async () => {
    const d1 = createDb(env.DB);
    // Nothing stored and no S3_* vars in the test worker: not configured.
    await expect(loadS3Config(env, d1)).rejects.toThrow('The s3 storage driver is not configured.');
    await save({
      's3.endpoint': 'https://s3.example.test',
      's3.bucket': 'media',
      's3.access_key_id': 'AKIDSTORED',
      's3.secret_access_key': 'stored-secret',
    });
    expect(await loadS3Config(env, d1)).toEqual({
      S3_ENDPOINT: 'https://s3.example.test',
      S3_BUCKET: 'media',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'AKIDSTORED',
      S3_SECRET_ACCESS_KEY: 'stored-secret',
    });
    await save({ 's3.endpoint': '', 's3.bucket': '', 's3.access_key_id': null, 's3.secret_access_key': null });
  });
});

describe('GET /api/v1/settings gateway_keys', () => {
  it('says which payment gateway holds its keys, switch aside, never the keys', async () => {
    await save({ 'billing.stripe.secret_key': null, 'billing.paypal.client_id': '', 'billing.paypal.client_secret': null });
    expect((await adminView()).gateway_keys).toEqual({ stripe: false, paypal: false });
    try {
      // Stripe's key alone is enough for Stripe; PayPal needs both its id and its secret.
      await save({ 'billing.stripe.secret_key': 'sk_test_gateway', 'billing.paypal.client_id': 'paypal-client' });
      expect((await adminView()).gateway_keys).toEqual({ stripe: true, paypal: false });
      const res = await save({ 'billing.paypal.client_secret': 'paypal-secret' });
      const answer = await res.text();
      expect(JSON.parse(answer).gateway_keys).toEqual({ stripe: true, paypal: true });
      expect(answer).not.toContain('sk_test_gateway');
      expect(answer).not.toContain('paypal-secret');
    } finally {
      await save({ 'billing.stripe.secret_key': null, 'billing.paypal.client_id': '', 'billing.paypal.client_secret': null });
    }
  });
});
