import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, PHONE, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the app shell', () => {
  it('renders / with the inlined bootstrap data: sidebar menus, top bar, player bar, footer', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/');
    const siteName = await page.evaluate(() => (window as unknown as { bootstrapData: { branding: { site_name: string } } }).bootstrapData.branding.site_name);
    expect(siteName).toBe('Melodia');
    await page.getByRole('heading', { name: 'New releases' }).waitFor();
    const sidebar = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Your library' }) });
    expect(await sidebar.first().isVisible()).toBe(true);
    // The plain input hands over to the lazily loaded combobox, so the role
    // depends on timing; the search landmark and its placeholder do not.
    await page.getByRole('search').getByPlaceholder('Search for artists, albums and tracks').waitFor();
    expect(await page.getByRole('region', { name: 'Player' }).or(page.getByLabel('Player')).first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Privacy policy' }).first().isVisible()).toBe(true);
    // A guest never sees items gated by permissions.
    expect(await page.getByRole('link', { name: 'Admin area' }).count()).toBe(0);
    await screenshot(page, 'home-desktop-dark');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders a deep link directly, with its page title', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/pages/privacy-policy');
    await page.getByRole('heading', { name: 'Privacy policy', level: 1 }).waitFor();
    expect(await page.title()).toBe('Privacy policy - Melodia');
    expect(await page.getByText('What we collect').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the 404 texts for an unknown route, and its button goes to /', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/no/such/page/here');
    await page.getByText("Looks like you've found the doorway to the great nothing").waitFor();
    await page.getByRole('link', { name: 'Take me there!' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'New releases' }).waitFor();
    await context.close();
  });

  it('switches to the light theme and keeps it across a reload', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(18, 18, 18)');
    await page.getByRole('button', { name: 'Switch to light mode' }).first().click();
    await page.waitForFunction(() => document.documentElement.classList.contains('light'));
    expect(await background()).toBe('rgb(255, 255, 255)');
    const cookie = (await context.cookies()).find((c) => c.name === 'be-active-theme');
    expect(cookie?.value).toBe('light');

    await page.reload();
    expect(await page.evaluate(() => document.documentElement.className)).toContain('light');
    expect(await background()).toBe('rgb(255, 255, 255)');
    await page.getByRole('button', { name: 'Switch to dark mode' }).first().waitFor();
    await screenshot(page, 'home-desktop-light');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lays out for a 375 px phone: no sidebar, a bottom navigation', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto('/');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile navigation' });
    await mobileNav.waitFor();
    expect(await mobileNav.getByRole('link', { name: 'Library' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Your library' }).isVisible()).toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'home-phone-dark');

    // The page scrolls in the layout's box: the next page starts at its top.
    await page.getByRole('button', { name: 'OK' }).click();
    const box = page.locator('#player-scroll');
    await box.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const scrolled = await box.evaluate((el) => el.scrollTop);
    expect(scrolled).toBeGreaterThan(100);
    await mobileNav.getByRole('link', { name: 'Search' }).click();
    await page.waitForURL('**/search');
    await expect.poll(() => box.evaluate((el) => el.scrollTop)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides the cookie notice once accepted, also after a reload', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    const accept = page.getByRole('button', { name: 'OK' });
    await accept.waitFor();
    await accept.click();
    await accept.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'New releases' }).waitFor();
    expect(await page.getByRole('button', { name: 'OK' }).count()).toBe(0);
    expect((await context.cookies()).find((c) => c.name === 'cookie_notice')?.value).toBe('true');
    await context.close();
  });

  it('sends the contact form and confirms with a toast', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await page.getByText('The name field is required.').isVisible()).toBe(true);
    await page.getByLabel('Name').fill('Ana');
    await page.getByLabel('Email').fill('ana@example.com');
    await page.getByLabel('Message').fill('Love the new releases.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Your message has been submitted.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
