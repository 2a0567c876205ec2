import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import Provider from 'oidc-provider';
import { freePort } from '../../scripts/local-server';
import { baseUrl, launchBrowser, openPage, screenshot } from './support/browser';
import { ApiSession } from './support/api-session';

const CLIENT = { client_id: 'melodia-e2e', client_secret: 'e2e-client-secret-that-is-long-enough' };
const PROVIDER_NAME = 'Acme SSO';

let browser: Browser;
let idp: Server;
let restoreSettings: () => Promise<void>;

/** The e-mail the identity provider gives each login name ('admin' is the seeded admin). */
const emailOf = (login: string) => (login === 'admin' ? 'admin@example.com' : `${login}@sso.example`);

/**
 * A real OpenID Connect provider (oidc-provider, with its development login
 * and consent pages) on loopback: discovery, PKCE, nonce, signed ID tokens
 * and userinfo all come from an independent implementation.
 */
async function startIdentityProvider(): Promise<string> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        ...CLIENT,
        redirect_uris: [`${baseUrl()}/secure/auth/social/oidc/callback`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: `acme|${id}`, email: emailOf(id), email_verified: true, name: `Acme ${id}` }),
    }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['e2e-cookie-signing-key'] },
    // Explicit lifetimes (seconds) keep oidc-provider from noting its defaults on every sign-in.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  idp = createServer(provider.callback());
  await new Promise<void>((resolve) => idp.listen(port, '127.0.0.1', resolve));
  return issuer;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const issuer = await startIdentityProvider();
  const admin = await ApiSession.admin();
  restoreSettings = await admin.changeSettings({
    'social.oidc.enable': true,
    'social.oidc.name': PROVIDER_NAME,
    'social.oidc.issuer': issuer,
    'social.oidc.client_id': CLIENT.client_id,
    'social.oidc.client_secret': CLIENT.client_secret,
  });
});

afterAll(async () => {
  await restoreSettings?.();
  await browser?.close();
  await new Promise((resolve) => idp?.close(resolve));
});

/** Clicks the provider's button on /login and signs in on the provider's own pages in the popup. */
async function signInAtProvider(page: Page, login: string) {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Continue with ${PROVIDER_NAME}` }).click();
  const popup = await popupOpened;
  await popup.getByPlaceholder('Enter any login').fill(login);
  await popup.getByPlaceholder('and password').fill('anything');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  // First visit: the provider asks to share the profile with the app.
  // The popup may close before the click's own bookkeeping ends (seen on a
  // loaded machine): listen first, and only a click on a still-open popup may fail.
  const closed = popup.waitForEvent('close');
  await popup
    .getByRole('button', { name: 'Continue' })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;
}

const bootstrapUser = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/v1/bootstrap-data', { headers: { Accept: 'application/json' } });
    return (await response.json()).bootstrapData.user as { id: number; email: string; name: string; social_profiles: { service_name: string }[] } | null;
  });

describe('social sign-in with an OpenID Connect provider', () => {
  it('creates and signs in a new account from the provider’s profile, through the /login popup', async () => {
    const { page, context, errors } = await openPage(browser);
    const login = `listener${Date.now()}`;
    await signInAtProvider(page, login);
    await page.waitForURL((url) => url.pathname === '/');
    const user = await bootstrapUser(page);
    expect(user).toMatchObject({ email: emailOf(login), name: `Acme ${login}` });
    expect(user!.social_profiles.map((profile) => profile.service_name)).toEqual(['oidc']);
    // The SPA itself switched to the signed-in user without a reload.
    expect(await page.evaluate(() => document.cookie.includes('XSRF-TOKEN'))).toBe(true);
    await screenshot(page, 'social-oidc-signed-in');
    expect(errors).toEqual([]);
    await context.close();

    // A second visit, in a fresh browser, signs the same account in.
    const second = await openPage(browser);
    await signInAtProvider(second.page, login);
    await second.page.waitForURL((url) => url.pathname === '/');
    expect((await bootstrapUser(second.page))?.id).toBe(user!.id);
    await second.context.close();
  });

  it('asks for the password of an existing account with the same email, then links and signs in', async () => {
    const { page, context } = await openPage(browser);
    await signInAtProvider(page, 'admin');
    const dialog = page.getByRole('dialog', { name: `Connect your ${PROVIDER_NAME} account` });
    await dialog.getByLabel('Password').fill('not the password');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.getByText('The provided password was incorrect.').waitFor();
    await dialog.getByLabel('Password').fill('admin12345');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.waitFor({ state: 'detached' });
    const user = await bootstrapUser(page);
    expect(user?.email).toBe('admin@example.com');
    expect(user!.social_profiles.map((profile) => profile.service_name)).toContain('oidc');

    // Leave the shared admin account as it was.
    const unlinked = await page.evaluate(async () => {
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)![1]);
      const response = await fetch('/secure/auth/social/oidc/disconnect', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: JSON.stringify({ service: 'oidc' }),
      });
      return (await response.json()).user.social_profiles as unknown[];
    });
    expect(unlinked).toEqual([]);
    await context.close();
  });
});
