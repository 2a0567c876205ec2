import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { ApiSession } from './support/api-session';
import { signUpListener } from './support/listener';
import { adminPage } from './support/admin-page';

// Issue 13 in Chromium: what an administrator does to people reaches them at
// their next request, with nobody reloading anything by hand.

let browser: Browser;
let admin: ApiSession;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await ApiSession.admin();
});

afterAll(async () => {
  await browser?.close();
});

describe('suspending a listener from the admin area', () => {
  it('shows the listener’s open tab the suspended screen at its next navigation', async () => {
    const listener = await openPage(browser);
    const { email } = await signUpListener(listener.context);
    await listener.page.goto('/');
    await expect.poll(() => listener.page.getByRole('link', { name: 'Search' }).first().isVisible()).toBe(true);

    const { page, errors } = await adminPage(browser);
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(email);
    await page.getByRole('link', { name: new RegExp(email.split('@')[0]) }).first().click();
    await page.getByRole('link', { name: 'Security' }).click();
    await page.getByLabel('Reason').fill('Spam in comments');
    await page.getByRole('button', { name: 'Suspend' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Lift suspension' }).isVisible()).toBe(true);

    // The listener's tab navigates, no reload: its next request learns of the ban.
    await listener.page.getByRole('link', { name: 'Your library' }).first().click();
    await expect.poll(() => listener.page.getByRole('heading', { name: 'Your account is suspended' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await listener.context.close();
  });
});

describe('a permission taken from the users role', () => {
  let usersRoleId: number;
  let original: { name: string; description: string; default: boolean; guests: boolean; permissions: unknown[] };

  beforeAll(async () => {
    const { pagination } = await admin.request<{ pagination: { data: (typeof original & { id: number })[] } }>('GET', '/api/v1/roles?query=users');
    const role = pagination.data.find((r) => r.name === 'users')!;
    usersRoleId = role.id;
    original = { name: role.name, description: role.description, default: role.default, guests: role.guests, permissions: role.permissions };
  });

  afterAll(async () => {
    // The e2e state is shared by every file: give the role its permissions back.
    await admin.request('PUT', `/api/v1/roles/${usersRoleId}`, original);
  });

  it('takes the feature from a listener at once: the comment box goes', async () => {
    const listener = await openPage(browser);
    await signUpListener(listener.context);
    const track = await admin.request<{ pagination: { data: { id: number; name: string }[] } }>('GET', '/api/v1/search/tracks?query=velvet');
    const { id } = track.pagination.data[0];
    await listener.page.goto(`/track/${id}/x`);
    await expect.poll(() => listener.page.getByRole('textbox', { name: /comment/i }).isVisible()).toBe(true);

    const { page, errors } = await adminPage(browser);
    await page.goto(`/admin/roles/${usersRoleId}/edit`);
    await page.getByRole('checkbox', { name: /^comments\.create/ }).uncheck();
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect.poll(() => page.getByText('Saved role').isVisible()).toBe(true);

    await listener.page.reload();
    await expect.poll(() => listener.page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await listener.page.getByRole('textbox', { name: /comment/i }).count()).toBe(0);
    expect(errors).toEqual([]);
    await listener.context.close();
  });
});
