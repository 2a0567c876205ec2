import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, PHONE } from './support/browser';
import { ApiSession } from './support/api-session';
import { adminPage } from './support/admin-page';

// Issue 13 in Chromium: every admin page built so far renders itself (not the
// 404 page) without a console error, and a line an administrator translates
// reaches a visitor who picks that language.

let browser: Browser;
let admin: ApiSession;

/** DESIGN section 3's list answer. */
type Page<T> = { pagination: { data: T[] } };

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await ApiSession.admin();
});

afterAll(async () => {
  await browser?.close();
});

const NOT_FOUND = "Looks like you've found the doorway to the great nothing";

/** SPEC section 2's admin routes built so far, with real ids from the demo seed. */
async function adminRoutes(): Promise<string[]> {
  const [users, roles, pages, localizations] = await Promise.all([
    admin.request<Page<{ id: number; email: string }>>('GET', '/api/v1/users?query=admin%40example.com'),
    admin.request<Page<{ id: number }>>('GET', '/api/v1/roles'),
    admin.request<Page<{ id: number }>>('GET', '/api/v1/custom-pages'),
    admin.request<Page<{ id: number; language: string }>>('GET', '/api/v1/localizations'),
  ]);
  const userId = users.pagination.data[0].id;
  const roleId = roles.pagination.data[0].id;
  const pageId = pages.pagination.data[0].id;
  const spanish = localizations.pagination.data.find((l) => l.language === 'es')!.id;
  const settings = ['general', 'subscriptions', 'localization', 'authentication', 'uploading', 'outgoing-email', 'cache', 'analytics', 'logging', 'queue', 'websockets', 'recaptcha', 'gdpr', 'search', 'providers', 'player'];
  return [
    '/admin',
    '/admin/users',
    ...['details', 'permissions', 'security', 'date', 'api'].map((tab) => `/admin/users/${userId}/${tab}`),
    '/admin/roles',
    '/admin/roles/new',
    `/admin/roles/${roleId}/edit`,
    '/admin/plans',
    '/admin/plans/new',
    ...settings.map((page) => `/admin/settings/${page}`),
    '/admin/localizations',
    `/admin/localizations/${spanish}/translate`,
    '/admin/custom-pages',
    '/admin/custom-pages/new',
    `/admin/custom-pages/${pageId}/edit`,
    '/admin/tags',
    '/admin/files',
    '/admin/ads',
    '/admin/logs/schedule',
    '/admin/logs/error',
    '/admin/logs/outgoing-email',
  ];
}

describe('the admin area', () => {
  it('renders every page built so far, with a heading, not the 404 page, and no console error', async () => {
    const { page, errors } = await adminPage(browser);
    for (const path of await adminRoutes()) {
      await page.goto(path);
      await expect.poll(() => page.locator('main h1').first().isVisible(), { message: path }).toBe(true);
      expect(await page.getByText(NOT_FOUND).count(), path).toBe(0);
      expect(errors, path).toEqual([]);
    }
  });
});

describe('a translated line', () => {
  const KEY = 'Copyright © :year :name';
  let spanishId: number;

  afterAll(async () => {
    if (spanishId) await admin.request('PUT', `/api/v1/localizations/${spanishId}`, { lines: { [KEY]: null } });
  });

  it('reaches a visitor who picks Spanish from the footer, at once', async () => {
    const { page, errors } = await adminPage(browser);
    await page.goto('/admin/localizations');
    await page.getByRole('link', { name: 'Translate Español' }).click();
    await page.getByRole('searchbox', { name: 'Search keys, English or translations' }).fill('Copyright');
    const field = page.getByLabel(`Translation of “${KEY}”`);
    await field.fill('Derechos reservados © :year :name');
    await page.getByRole('button', { name: 'Save 1 changes' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Save', exact: true }).isVisible()).toBe(true);
    spanishId = Number(/localizations\/(\d+)\//.exec(page.url())![1]);
    expect(errors).toEqual([]);

    const visitor = await openPage(browser, PHONE, 'light');
    await visitor.page.goto('/');
    await expect.poll(() => visitor.page.getByText(/^Copyright © \d{4}/).isVisible()).toBe(true);
    await visitor.page.getByLabel('Language').selectOption('es');
    await expect.poll(() => visitor.page.getByText(/^Derechos reservados © \d{4}/).isVisible()).toBe(true);
    expect(await visitor.page.getByText(/^Copyright © \d{4}/).count()).toBe(0);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});
