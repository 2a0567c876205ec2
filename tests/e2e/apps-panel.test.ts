import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, PHONE, screenshot } from './support/browser';

// Issue 28, "Done when": a listener makes an app password in the web app's
// Apps panel, an app signs in with the email and that password, and a
// revocation in the panel signs the app out at once. At 375 px.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LISTENER = 'listener@example.com';

async function signInListener(context: BrowserContext) {
  await context.addCookies([{ name: 'cookie_notice', value: 'true', url: baseUrl() }]);
  await context.request.get('/api/v1/bootstrap-data');
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post('/auth/login', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' },
    data: { email: LISTENER, password: 'demo12345', remember: false },
  });
  if (!response.ok()) throw new Error(`login answered ${response.status()}`);
}

describe('the Apps panel', () => {
  it('makes an app password an app signs in with, and revokes it', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signInListener(context);
    await page.goto('/account-settings#apps');
    const panel = page.getByRole('region', { name: 'Apps' });
    await panel.waitFor();
    await panel.getByText(LISTENER, { exact: true }).waitFor();
    await panel.getByText(new URL(baseUrl()).origin, { exact: true }).waitFor();

    const name = `Phone ${Date.now()}`;
    await panel.getByRole('button', { name: 'Create app password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create app password' });
    await dialog.getByLabel('App name').fill(name);
    await dialog.getByLabel('App name').press('Enter');
    const code = dialog.locator('code');
    await code.waitFor();
    const password = (await code.textContent())!.trim();
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'apps-panel-created-phone');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await panel.getByRole('list', { name: 'App passwords' }).getByText(name).waitFor();

    // An app: no cookies, the email and the app password.
    const ping = async () => {
      const response = await fetch(`${baseUrl()}/rest/ping.view?${new URLSearchParams({ u: LISTENER, p: password, v: '1.16.1', c: 'e2e', f: 'json' })}`);
      return (await response.json())['subsonic-response'];
    };
    expect(await ping()).toMatchObject({ status: 'ok', openSubsonic: true });

    await panel.getByRole('button', { name: `Revoke app password ${name}` }).click();
    await page.getByRole('dialog', { name: 'Revoke app password?' }).getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('status').filter({ hasText: 'App password revoked' }).waitFor();
    expect(await panel.getByText(name).count()).toBe(0);
    expect(await ping()).toMatchObject({ status: 'failed', error: { code: 40 } });
    expect(errors).toEqual([]);
    await context.close();
  });
});
