import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { launchBrowser, openPage, DESKTOP } from './support/browser';
import { ApiSession } from './support/api-session';
import { DEMO, signIn } from './support/sign-in';

// Issue 27's journey: an admin changes the light theme's primary colour, its
// font, the sidebar menu and the custom CSS in the appearance editor, sees
// each in the preview before saving, saves once, and a guest in a new
// context sees all of them. (A message without the editor's marker changing
// nothing is tests/e2e/appearance-preview.test.ts.)

type Theme = { id: number; name: string; values: Record<string, string>; font: unknown };
type Values = { themes: Theme[]; menus: unknown[]; custom_code: { css: string; html: string } };

const PRIMARY = { hex: '#c81e1e', triplet: '200 30 30' };
const FONT = 'Merriweather';
const ITEM = 'E2E Charts';
const CSS = 'body { outline: 3px solid rgb(1, 2, 3); }';

let browser: Browser;
let admin: ApiSession;
let saved: Values;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await ApiSession.admin();
  saved = await admin.request<Values>('GET', '/api/v1/admin/appearance/values');
});

afterAll(async () => {
  // The server is shared with the other e2e files: put back what the journey saved.
  const light = saved?.themes.find((theme) => theme.name === 'Light');
  if (light) {
    await admin.request('POST', '/api/v1/admin/appearance', {
      changes: { themes: [{ id: light.id, values: light.values, font: light.font }], menus: saved.menus, custom_code: saved.custom_code },
    });
  }
  await browser?.close();
});

/** The web-font service is a third party this machine cannot reach: a loopback stand-in answers its stylesheet. */
async function fakeFontService(context: BrowserContext) {
  await context.route('https://fonts.googleapis.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '/* fonts */' }));
}

async function previewFrame(page: Page): Promise<Frame> {
  const handle = await page.locator('iframe[title="Site preview"]').elementHandle();
  return (await handle!.contentFrame())!;
}

const rootVariable = (frame: Frame | Page, name: string) =>
  frame.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);

/** The panel's way one level up (not the admin area's own "Back to site"). */
const back = (page: Page) => page.locator('a[href^="/admin/appearance"]', { hasText: 'Back to' }).first().click();
const open = (page: Page, name: RegExp) => page.getByRole('link', { name }).first().click();

describe('the appearance editor', () => {
  it('previews a colour, a font, a menu item and custom CSS as they are made, saves them at once, and a guest sees them all', async () => {
    const { page, context } = await openPage(browser, DESKTOP, 'light');
    await fakeFontService(context);
    await signIn(context, DEMO.admin);
    await page.goto('/admin/appearance');
    await page.getByRole('heading', { name: 'Appearance', level: 1 }).waitFor();

    // The primary colour of the light theme, shown in the frame as it is typed.
    await open(page, /^Themes/);
    await open(page, /^Light/);
    await page.getByRole('textbox', { name: 'Primary hex code', exact: true }).fill(PRIMARY.hex);
    await expect.poll(async () => rootVariable(await previewFrame(page), '--be-primary'), { timeout: 10_000 }).toBe(PRIMARY.triplet);

    // Its font: the variable and the be-primary-font stylesheet.
    await open(page, /^Font/);
    await page.getByRole('radio', { name: FONT }).check();
    await expect.poll(async () => rootVariable(await previewFrame(page), '--be-font-family'), { timeout: 10_000 }).toContain(FONT);
    const fontLink = async (frame: Frame | Page) => frame.evaluate(() => document.querySelector<HTMLLinkElement>('link#be-primary-font')?.href ?? '');
    expect(await fontLink(await previewFrame(page))).toContain(`family=${FONT}`);

    // A new item in the primary sidebar menu.
    await back(page);
    await back(page);
    await back(page);
    await open(page, /^Menus/);
    await open(page, /^Primary/);
    // Add item opens the new item's page.
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByRole('heading', { name: 'New item', level: 2 }).waitFor();
    await page.getByRole('textbox', { name: 'Label', exact: true }).fill(ITEM);
    await page.getByRole('textbox', { name: 'Link', exact: true }).fill('/search');
    await page.frameLocator('iframe[title="Site preview"]').getByRole('link', { name: ITEM }).first().waitFor({ timeout: 10_000 });

    // Custom CSS.
    await back(page);
    await back(page);
    await back(page);
    await open(page, /^Custom code/);
    await page.getByRole('textbox', { name: 'Custom CSS' }).fill(CSS);
    await expect
      .poll(async () => (await previewFrame(page)).evaluate(() => getComputedStyle(document.body).outlineColor), { timeout: 10_000 })
      .toBe('rgb(1, 2, 3)');

    // Nothing is saved before Save: the API still answers the old values.
    const before = await admin.request<Values>('GET', '/api/v1/admin/appearance/values');
    expect(before.custom_code.css).toBe(saved.custom_code.css);
    expect(before.themes.find((theme) => theme.name === 'Light')!.values['--be-primary']).toBe(saved.themes.find((theme) => theme.name === 'Light')!.values['--be-primary']);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Appearance saved').waitFor();
    await page.getByText('All changes saved').waitFor();
    await context.close();

    // A guest, in a context of its own, on a light OS scheme.
    const guest = await openPage(browser, DESKTOP, 'light');
    await fakeFontService(guest.context);
    await guest.page.goto('/');
    expect(await rootVariable(guest.page, '--be-primary')).toBe(PRIMARY.triplet);
    expect(await rootVariable(guest.page, '--be-font-family')).toContain(FONT);
    expect(await fontLink(guest.page)).toContain(`family=${FONT}`);
    await guest.page.getByRole('link', { name: ITEM }).first().waitFor();
    expect(await guest.page.getByRole('link', { name: ITEM }).first().getAttribute('href')).toBe('/search');
    expect(await guest.page.evaluate(() => getComputedStyle(document.body).outlineColor)).toBe('rgb(1, 2, 3)');
    expect(guest.errors).toEqual([]);
    await guest.context.close();
  });
});
