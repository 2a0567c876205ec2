import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, DESKTOP, launchBrowser, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * WebAuthn refuses IP addresses as relying party ids, so the app is opened
 * as localhost (a secure context over http) rather than 127.0.0.1.
 */
const localhostUrl = () => {
  const url = new URL(baseUrl());
  url.hostname = 'localhost';
  return url.origin;
};

/** Chromium's console line for the live notifications socket refused after a sign-out. */
const LIVE_SOCKET_REFUSED = /^WebSocket connection to '[^']+\/api\/v1\/notifications\/live' failed/;

/** A browser with Chromium's virtual platform authenticator: resident keys, verifying its user by itself. */
async function openWithAuthenticator(): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({ viewport: DESKTOP, colorScheme: 'dark', baseURL: localhostUrl() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Names the request behind a console's bare "Failed to load resource".
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { page, context, errors };
}

/** The app's own API from inside the page, with the XSRF header the SPA sends. */
const callApi = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );

describe('passkeys', () => {
  it('adds a passkey in account settings, then signs in with it from /login', async () => {
    const { page, context, errors } = await openWithAuthenticator();
    const email = `passkey${Date.now()}@example.com`;
    await page.goto('/');
    const registered = await callApi(page, 'POST', '/auth/register', {
      email,
      password: 'a long enough password',
      password_confirmation: 'a long enough password',
      policies: {},
    });
    expect(registered.status).toBe(200);

    await page.goto('/account-settings');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await dialog.getByLabel('Name').fill('E2E virtual key');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Passkey added').waitFor();
    await page.getByRole('list', { name: 'Your passkeys' }).getByText('E2E virtual key').waitFor();
    await screenshot(page, 'passkeys-panel');

    // Signed out behind the page's back: its live notifications socket may try to reconnect before the next page loads,
    // and the server rightly refuses it. That refusal, and only it, is expected from here on.
    const beforeLogout = errors.length;
    expect((await callApi(page, 'POST', '/auth/logout')).status).toBe(200);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const { body } = await callApi(page, 'GET', '/api/v1/bootstrap-data');
    expect(body.bootstrapData.user.email).toBe(email);
    const { body: list } = await callApi(page, 'GET', '/api/v1/passkeys');
    expect(list.passkeys).toHaveLength(1);
    expect(list.passkeys[0].last_used_at).not.toBeNull();
    expect(errors.filter((error, index) => index < beforeLogout || !LIVE_SOCKET_REFUSED.test(error))).toEqual([]);
    await context.close();
  });
});
