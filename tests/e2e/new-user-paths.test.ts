import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, screenshot, type Viewport } from './support/browser';

// Issue 26, "What a new user trips over": backstage in the open for the demo
// artist (artist@example.com manages Velvet Harbor), and a cookie notice
// that covers none of the player's controls.

const LAPTOP: Viewport = { width: 1280, height: 800 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signInArtist(context: BrowserContext) {
  await context.addCookies([{ name: 'cookie_notice', value: 'true', url: baseUrl() }]);
  await context.request.get('/api/v1/bootstrap-data');
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post('/auth/login', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' },
    data: { email: 'artist@example.com', password: 'demo12345', remember: false },
  });
  if (!response.ok()) throw new Error(`login answered ${response.status()}`);
}

async function artistId(context: BrowserContext, name: string): Promise<number> {
  const response = await context.request.get(`/api/v1/search/artists?query=${encodeURIComponent(name)}`);
  const found = (await response.json()).pagination.data.find((artist: { name: string }) => artist.name === name);
  if (!found) throw new Error(`no artist named ${name}`);
  return found.id;
}

describe('backstage for the demo artist', () => {
  it('is in the account menu and the sidebar, and an artist may ask to claim an artist', async () => {
    const { page, context, errors } = await openPage(browser, LAPTOP);
    await signInArtist(context);
    await page.goto('/');
    await page.getByRole('heading', { name: 'New releases' }).waitFor();

    // The account menu: Backstage, Upload and Backstage requests.
    const { bootstrapData } = await (await context.request.get('/api/v1/bootstrap-data')).json();
    await page.getByRole('button', { name: bootstrapData.user.name, exact: true }).click();
    const menu = page.getByRole('menu');
    for (const label of ['Backstage', 'Upload', 'Backstage requests']) await menu.getByRole('menuitem', { name: label, exact: true }).waitFor();
    await menu.getByRole('menuitem', { name: 'Backstage requests' }).click();
    await page.waitForURL('**/backstage/requests');
    await page.getByRole('heading', { name: 'Backstage requests' }).waitFor();
    expect(await page.getByText('Looks like you’ve found the doorway').or(page.getByText("Looks like you've found the doorway")).count()).toBe(0);

    // The artist asks to claim another artist, end to end.
    await page.getByRole('listitem').filter({ hasText: 'Claim an artist' }).getByRole('link').last().click();
    await page.waitForURL('**/backstage/requests/claim-artist');
    await page.getByPlaceholder('Search artists by name').fill('Nova Lumen');
    await page.getByRole('option', { name: /Nova Lumen/ }).or(page.getByRole('button', { name: /Nova Lumen/ })).first().click();
    await page.getByLabel('Your role').selectOption('manager');
    await page.getByLabel('Who are you?').fill('I book their tours; the agency can confirm.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL(/\/backstage\/requests\/\d+\/request-submitted$/);
    await page.getByText('Request submitted').waitFor();

    // The sidebar's Backstage section leads to upload and to the backstage home.
    const sidebar = page.getByRole('navigation', { name: 'Backstage' });
    await sidebar.getByRole('link', { name: 'Upload' }).click();
    await page.waitForURL('**/backstage/upload');
    await page.getByRole('heading', { name: 'Upload tracks' }).waitFor();
    await sidebar.getByRole('link', { name: 'Backstage', exact: true }).click();
    await page.waitForURL(/\/backstage$/);
    await page.getByRole('heading', { name: 'Your artists' }).waitFor();
    await page.getByRole('link', { name: 'Velvet Harbor', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Edit Velvet Harbor' }).waitFor();
    await page.getByRole('heading', { name: 'Your albums' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: /^Edit / }).count()).toBeGreaterThan(2);
    await screenshot(page, 'backstage-home');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows Edit and Insights on the artist page it manages, and neither on another', async () => {
    const { page, context, errors } = await openPage(browser, LAPTOP);
    await signInArtist(context);
    const id = await artistId(context, 'Velvet Harbor');
    await page.goto(`/artist/${id}`);
    await page.getByRole('heading', { name: 'Velvet Harbor' }).waitFor();
    await page.getByRole('link', { name: 'Edit Velvet Harbor' }).click();
    await page.waitForURL(`**/backstage/artists/${id}/edit`);
    await page.getByLabel('Name').first().waitFor();
    await expect.poll(() => page.getByLabel('Name').first().inputValue()).toBe('Velvet Harbor');

    await page.goBack();
    await page.getByRole('link', { name: 'Insights' }).click();
    await page.waitForURL(`**/backstage/artists/${id}/insights**`);
    await page.getByRole('heading', { name: /Velvet Harbor/ }).first().waitFor();

    const other = await artistId(context, 'Mira Castellano');
    await page.goto(`/artist/${other}`);
    await page.getByRole('heading', { name: 'Mira Castellano' }).waitFor();
    // The page's own controls are there; the managers' are not.
    await page.getByRole('button', { name: 'Follow' }).or(page.getByRole('button', { name: 'Following' })).first().waitFor();
    expect(await page.getByRole('link', { name: 'Edit Mira Castellano' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Insights' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is one tap away in the mobile navigation at 375 px', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signInArtist(context);
    await page.goto('/');
    await page.getByRole('heading', { name: 'New releases' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Mobile navigation' });
    await nav.getByRole('link', { name: 'Backstage' }).click();
    await page.waitForURL(/\/backstage$/);
    await page.getByRole('link', { name: 'Upload tracks' }).waitFor();
    await page.getByRole('link', { name: 'Backstage requests' }).click();
    await page.waitForURL('**/backstage/requests');
    await page.getByRole('heading', { name: 'Verify an artist' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'backstage-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * Every visible control in `scope` whose centre is not topped by itself (or
 * something inside it). A disabled control takes no pointer events (so
 * elementFromPoint would look through it): each is asked with them on.
 */
async function coveredControls(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const controls = Array.from(root.querySelectorAll<HTMLElement>('button, a[href], input, [role="slider"]'));
    return controls.flatMap((control) => {
      const box = control.getBoundingClientRect();
      if (!box.width || !box.height || getComputedStyle(control).visibility === 'hidden') return [];
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const before = control.style.getPropertyValue('pointer-events');
      control.style.setProperty('pointer-events', 'auto', 'important');
      const top = document.elementFromPoint(x, y);
      control.style.setProperty('pointer-events', before);
      const label = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
      if (top && (control === top || control.contains(top))) return [];
      const onTop = top?.closest('section[aria-label]')?.getAttribute('aria-label') ?? top?.tagName ?? 'nothing';
      return [`${label} at (${Math.round(x)}, ${Math.round(y)}) is under ${onTop}`];
    });
  });
}

async function bottomOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return { top: box.y, bottom: box.y + box.height };
}

async function expectNoticeClear(page: Page, phone: boolean) {
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await notice.waitFor();
  const player = page.getByRole('region', { name: 'Player' }).or(page.locator('[aria-label="Player"]')).first();
  const play = player.getByRole('button', { name: 'Play' }).first();
  await play.waitFor();

  // At the centre of Play, Play is on top; and so for every control of the player (and, on phones, the mobile nav).
  expect(await coveredControls(play.locator('xpath=..'))).toEqual([]);
  expect(await coveredControls(player)).toEqual([]);
  // The notice sits above the player bar, and its own buttons are reachable.
  expect((await bottomOf(notice)).bottom).toBeLessThanOrEqual((await bottomOf(player)).top + 1);
  expect(await coveredControls(notice)).toEqual([]);
  if (phone) {
    const nav = page.getByRole('navigation', { name: 'Mobile navigation' });
    expect(await coveredControls(nav)).toEqual([]);
    expect((await bottomOf(notice)).bottom).toBeLessThanOrEqual((await bottomOf(nav)).top + 1);
  }
  // The top bar's controls too (the account and search stay usable).
  expect(await coveredControls(page.getByRole('banner').first())).toEqual([]);
}

describe('the cookie notice', () => {
  it.each([
    ['1280 px, dark', LAPTOP, 'dark'],
    ['1280 px, light', LAPTOP, 'light'],
    ['375 px, dark', PHONE, 'dark'],
    ['375 px, light', PHONE, 'light'],
  ] as const)('covers no control of the player at %s', async (name, viewport, scheme) => {
    // The system's colour scheme picks the light or dark theme (the default choice).
    const { page, context, errors } = await openPage(browser, viewport, scheme);
    await page.goto('/');
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(scheme === 'dark');
    await page.getByRole('heading', { name: 'New releases' }).waitFor();
    await expectNoticeClear(page, viewport === PHONE);
    await screenshot(page, `cookie-notice-${name.replace(/\W+/g, '-')}`);

    // With a track loaded the player's controls are live, and still uncovered.
    const card = page.getByRole('main').getByTestId('media-card').first();
    await card.hover();
    await card.getByRole('button', { name: /^Play / }).click();
    await page.getByRole('button', { name: 'Pause' }).first().waitFor();
    expect(await coveredControls(page.getByRole('region', { name: 'Player' }).or(page.locator('[aria-label="Player"]')).first())).toEqual([]);

    // Accepted, it goes, and the layout gives its row back.
    await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'OK' }).click();
    await page.getByRole('region', { name: 'Cookie notice' }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('search that finds what people mean', () => {
  it('leads "harbor" with Velvet Harbor and lists its songs, in the dropdown and on the page', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP, 'dark');
    await context.addCookies([{ name: 'cookie_notice', value: 'true', url: baseUrl() }]);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.click();
    await box.fill('harbor');
    // The dropdown opens with the same top result as the page.
    const dropdownTop = page.getByRole('group', { name: 'Top result' });
    await dropdownTop.getByRole('option', { name: /Velvet Harbor/ }).waitFor();
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/harbor');

    const top = page.getByRole('region', { name: 'Top result' });
    await top.getByRole('link', { name: 'Velvet Harbor', exact: true }).waitFor();
    await top.getByText('Artist', { exact: true }).waitFor();
    await top.getByRole('button', { name: 'Play Velvet Harbor' }).waitFor();
    // The artist's songs among the songs, though their titles do not say "harbor".
    const songs = page.getByRole('region', { name: 'Tracks' }).getByTestId('track-row');
    await songs.first().waitFor();
    const rows = await songs.allInnerTexts();
    expect(rows[0]).toContain('Harbor Lights');
    expect(rows.some((row) => row.includes('Saltwater Radio'))).toBe(true);
    expect(rows.every((row) => row.includes('Velvet Harbor'))).toBe(true);
    await screenshot(page, 'search-top-result');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('still finds the artist with one letter wrong, at 375 px in the light theme', async () => {
    const { page, context, errors } = await openPage(browser, PHONE, 'light');
    await context.addCookies([{ name: 'cookie_notice', value: 'true', url: baseUrl() }]);
    for (const typo of ['velvet harbr', 'vlvet harbor']) {
      await page.goto(`/search/${encodeURIComponent(typo)}`);
      const top = page.getByRole('region', { name: 'Top result' });
      await top.getByRole('link', { name: 'Velvet Harbor', exact: true }).waitFor();
      // On a phone the card stays whole: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    }
    await screenshot(page, 'search-typo-phone');
    await page.getByRole('region', { name: 'Top result' }).getByRole('link', { name: 'Velvet Harbor', exact: true }).click();
    await page.waitForURL(/\/artist\/\d+\/velvet-harbor$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
