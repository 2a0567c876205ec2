import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { generate } from 'otplib';
import { baseUrl, launchBrowser, openPage, PHONE, screenshot } from './support/browser';
import { ApiSession } from './support/api-session';

// The whole account life of a new listener, as a person does it in Chromium
// (issue 3): register, verify the email with the code from the recorded
// message, enable two-factor with codes from an independent TOTP library,
// sign out and in with a code and with a recovery code, use an API token,
// log out another session, delete the account.

const PASSWORD = 'correct horse battery';
const email = `e2e-${Date.now()}@example.com`;

let browser: Browser;
let admin: ApiSession;
let restoreSettings: () => Promise<void>;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await ApiSession.admin();
  restoreSettings = await admin.changeSettings({ require_email_confirmation: true });
});
afterAll(async () => {
  await restoreSettings?.();
  await browser?.close();
});

/** The newest message the local mail driver recorded for the address. */
async function lastEmailTo(to: string) {
  // The list carries no bodies (docs/api/admin.md, Logs): the newest message's id, then the message.
  const { pagination } = await admin.request<{ pagination: { data: { id: number }[] } }>(
    'GET',
    `/api/v1/logs/outgoing-email?to=${encodeURIComponent(to)}&perPage=1`,
  );
  const { email } = await admin.request<{ email: { subject: string; body_text: string } }>('GET', `/api/v1/logs/outgoing-email/${pagination.data[0].id}`);
  return email;
}

/** What an authenticator app shows in a 30 s time step, from otplib (independent of the worker's otpauth). */
const totpAt = (secret: string, step: number) => generate({ secret, epoch: step * 30 });
const stepNow = () => Math.floor(Date.now() / 30_000);

/**
 * A code from a step the server has not seen yet (it refuses a replayed step):
 * the next one when the last code used is of the current step. The server
 * accepts one step of drift either way (worker/auth/totp.ts), as from a phone
 * whose clock runs a little ahead; waiting for the step to turn took up to 30 s.
 */
const freshCode = (secret: string, usedStep: number) => totpAt(secret, Math.max(usedStep + 1, stepNow()));

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function signedInUser(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/bootstrap-data', { headers: { Accept: 'application/json' } });
    return ((await response.json()) as { bootstrapData: { user: { id: number; email: string } | null } }).bootstrapData.user;
  });
}

describe('a new listener’s account, end to end', () => {
  let secret = '';
  let confirmedStep = 0;
  let recoveryCodes: string[] = [];

  it('registers, reads the code from the recorded email and verifies the address', async () => {
    const { page, context, errors } = await openPage(browser, PHONE, 'light');
    await page.goto('/register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    expect(await page.getByText(/Enter the verification code we sent to e2\*\*\*\*@example\.com/).isVisible()).toBe(true);
    await screenshot(page, 'verify-email-phone-light');

    const message = await lastEmailTo(email);
    const code = /\b(\d{6})\b/.exec(message.body_text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('Code').fill(code!);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'New releases' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Verify your email' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('enables two-factor: confirms the password, scans the key, confirms a code and sees recovery codes', async () => {
    const { page, context, errors } = await openPage(browser);
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/account-settings');
    await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();

    const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
    await twoFactor.getByRole('button', { name: 'Enable' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm password' });
    await confirm.getByLabel('Password').fill(PASSWORD);
    await confirm.getByRole('button', { name: 'Confirm' }).click();

    await twoFactor.getByRole('img', { name: 'QR code' }).waitFor();
    secret = (await twoFactor.locator('code').first().innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    confirmedStep = stepNow();
    await twoFactor.getByLabel('Code').fill(await totpAt(secret, confirmedStep));
    await twoFactor.getByRole('button', { name: 'Confirm' }).click();

    const codes = twoFactor.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    recoveryCodes = (await codes.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(8);
    recoveryCodes.forEach((code) => expect(code).toHaveLength(21));
    expect(await twoFactor.getByText('You have enabled two factor authentication.').isVisible()).toBe(true);
    await screenshot(page, 'two-factor-enabled-desktop-dark');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs out and back in with an authenticator code', async () => {
    const { page, context, errors } = await openPage(browser);
    await signIn(page);
    await page.getByLabel('Code').waitFor();
    await page.getByLabel('Code').fill(await freshCode(secret, confirmedStep));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await signedInUser(page))?.email).toBe(email);

    await page.getByRole('button', { name: /Listener|e2e/ }).first().click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await signedInUser(page)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in with a recovery code, which then no longer works', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await signedInUser(page))?.email).toBe(email);
    await context.close();

    const second = await openPage(browser);
    await signIn(second.page);
    await second.page.getByRole('button', { name: 'Use a recovery code' }).click();
    await second.page.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await second.page.getByRole('button', { name: 'Continue' }).click();
    await second.page.getByText('The provided two factor recovery code was invalid.').waitFor();
    await second.context.close();
  });

  it('creates an API token on the developers panel and calls the API with it, no cookies', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[1]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const user = (await signedInUser(page))!;

    await page.goto('/account-settings');
    await page.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create token' });
    await dialog.getByLabel('Token name').fill('my script');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const plainText = (await dialog.locator('code').innerText()).trim();
    expect(plainText).toMatch(/^\d+\|/);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const response = await fetch(`${baseUrl()}/api/v1/users/${user.id}`, {
      headers: { Authorization: `Bearer ${plainText}`, Accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { email: string } }).user.email).toBe(email);
    await context.close();
  });

  it('sees two sessions, logs out the other one, and then deletes the account', async () => {
    const phone = await openPage(browser, PHONE);
    await signIn(phone.page);
    await phone.page.getByRole('button', { name: 'Use a recovery code' }).click();
    await phone.page.getByLabel('Recovery code').fill(recoveryCodes[2]);
    await phone.page.getByRole('button', { name: 'Continue' }).click();
    await phone.page.waitForURL((url) => url.pathname === '/');

    const desktop = await openPage(browser);
    await signIn(desktop.page);
    await desktop.page.getByRole('button', { name: 'Use a recovery code' }).click();
    await desktop.page.getByLabel('Recovery code').fill(recoveryCodes[3]);
    await desktop.page.getByRole('button', { name: 'Continue' }).click();
    await desktop.page.waitForURL((url) => url.pathname === '/');
    await desktop.page.goto('/account-settings');

    const sessions = desktop.page.getByRole('region', { name: 'Active sessions' });
    await sessions.getByText('This device').waitFor();
    // The phone's and this desktop's sessions are among those listed.
    await expect.poll(() => sessions.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);

    await sessions.getByRole('button', { name: 'Log out other sessions' }).click();
    const logoutOther = desktop.page.getByRole('dialog', { name: 'Log out other sessions' });
    await logoutOther.getByLabel('Password').fill(PASSWORD);
    await logoutOther.getByRole('button', { name: 'Log out other sessions' }).click();
    await desktop.page.getByText('Logged out other sessions.').waitFor();
    expect(await signedInUser(phone.page)).toBeNull();
    expect((await signedInUser(desktop.page))?.email).toBe(email);
    await phone.context.close();

    await desktop.page.getByRole('button', { name: 'Delete account' }).click();
    const confirmDelete = desktop.page.getByRole('dialog', { name: 'Delete account?' });
    await confirmDelete.getByRole('button', { name: 'Delete account' }).click();
    const password = desktop.page.getByRole('dialog', { name: 'Confirm password' });
    if (await password.isVisible().catch(() => false)) {
      await password.getByLabel('Password').fill(PASSWORD);
      await password.getByRole('button', { name: 'Confirm' }).click();
    }
    await desktop.page.waitForURL((url) => url.pathname === '/login');
    expect(await signedInUser(desktop.page)).toBeNull();

    await signIn(desktop.page);
    await desktop.page.getByText('These credentials do not match our records.').waitFor();
    await desktop.context.close();
  });
});
