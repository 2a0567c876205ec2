import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, PHONE, type Viewport } from './support/browser';
import { DEMO, signIn } from './support/sign-in';
import { ApiSession } from './support/api-session';
import { albumPath } from '../../client/routing/slug';

// Issue 26 part 8: even page edges, no dead space above the home page's first
// section, and track titles that keep the width on phones.

const LAPTOP: Viewport = { width: 1280, height: 800 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Where main's content box starts: its left edge plus its own padding. */
const contentLeft = (page: Page) =>
  page.locator('main').evaluate((main) => main.getBoundingClientRect().left + parseFloat(getComputedStyle(main).paddingLeft));

describe('page edges', () => {
  it.each([
    ['1280 px', LAPTOP],
    ['375 px', PHONE],
  ] as const)('start every page at the same left edge at %s', async (_, viewport) => {
    const { page, context, errors } = await openPage(browser, viewport);
    await signIn(context, DEMO.artist);
    const offsets: Record<string, number> = {};
    for (const path of ['/library', '/account-settings', '/notifications', '/backstage', '/backstage/upload', '/backstage/requests', '/contact']) {
      await page.goto(path);
      const heading = page.locator('main h1').first();
      await heading.waitFor();
      offsets[path] = Math.round((await heading.boundingBox())!.x - (await contentLeft(page)));
    }
    expect(offsets).toEqual(Object.fromEntries(Object.keys(offsets).map((path) => [path, 0])));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('puts the home page\'s first section right under the top of the page', async () => {
    const { page, context } = await openPage(browser, LAPTOP);
    await page.goto('/');
    const heading = page.getByRole('heading', { name: 'New releases' });
    await heading.waitFor();
    const mainTop = await page.locator('main').evaluate((main) => main.getBoundingClientRect().top);
    const gap = (await heading.boundingBox())!.y - mainTop;
    // The layout's own top padding and the section's small margin, not 60 px more.
    expect(gap).toBeLessThanOrEqual(24);
    await context.close();
  });
});

describe('track rows on a phone', () => {
  it('hide the like and duration columns before cutting titles', async () => {
    const api = new ApiSession();
    const { pagination } = await api.request<{ pagination: { data: { id: number; name: string; artists: { name: string }[] }[] } }>('GET', '/api/v1/search/albums?query=tidewater');
    const album = pagination.data.find((item) => item.name === 'Tidewater Lights')!;
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(albumPath(album));
    const rows = page.getByTestId('track-row');
    await rows.first().waitFor();
    const measured = await rows.evaluateAll((elements) =>
      elements.map((row) => {
        const title = row.querySelector<HTMLElement>('a[href^="/track/"]')!;
        const visible = (element: Element | null) => !!element && (element as HTMLElement).offsetParent !== null;
        return {
          like: visible(row.querySelector('button[aria-pressed]')),
          duration: Array.from(row.querySelectorAll('[role="cell"]')).some((cell) => visible(cell) && /^\d+:\d\d$/.test(cell.textContent!.trim())),
          cut: title.scrollWidth > title.clientWidth + 1,
        };
      }),
    );
    expect(measured.length).toBeGreaterThan(3);
    expect(measured.filter((row) => row.like || row.duration || row.cut)).toEqual([]);
    await context.close();
  });
});
