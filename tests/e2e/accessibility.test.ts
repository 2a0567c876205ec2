import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage, PHONE, type Viewport } from './support/browser';
import { axeViolations } from './support/axe';
import { ApiSession } from './support/api-session';
import { DEMO, signIn } from './support/sign-in';
import { albumPath, artistPath, playlistPath, trackPath } from '../../client/routing/slug';

// Issue 26 part 9: the main pages of each role pass axe-core's WCAG 2.1 A and
// AA rules in the light and the dark theme, at 1280 and 375 px. One browser;
// one page per role, reused for every address, scheme and width.

const LAPTOP: Viewport = { width: 1280, height: 800 };
/** Four passes of up to nine pages, on a CI of two cores. */
const ROLE_TIMEOUT = 240_000;
const PASSES = [
  { scheme: 'light', viewport: LAPTOP },
  { scheme: 'dark', viewport: LAPTOP },
  { scheme: 'light', viewport: PHONE },
  { scheme: 'dark', viewport: PHONE },
] as const;

type Found = { id: number; name: string; artists?: { name: string }[] };

let browser: Browser;
let paths: Record<'album' | 'artist' | 'track' | 'playlist', string>;

async function find(api: ApiSession, tab: string, query: string, name: string): Promise<Found> {
  const { pagination } = await api.request<{ pagination: { data: Found[] } }>('GET', `/api/v1/search/${tab}?query=${encodeURIComponent(query)}`);
  const found = pagination.data.find((item) => item.name === name);
  if (!found) throw new Error(`no ${tab} named ${name}`);
  return found;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const api = new ApiSession();
  const [album, artist, track, playlist] = await Promise.all([
    find(api, 'albums', 'tidewater', 'Tidewater Lights'),
    find(api, 'artists', 'velvet harbor', 'Velvet Harbor'),
    find(api, 'tracks', 'paper boats', 'Paper Boats'),
    find(api, 'playlists', 'late night drive', 'Late Night Drive'),
  ]);
  paths = { album: albumPath(album), artist: artistPath(artist), track: trackPath(track), playlist: playlistPath(playlist) };
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the page shows `scheme`, nothing in it still loads and no colour is mid-transition. */
async function settle(page: Page, scheme: 'light' | 'dark') {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(
    (expected) =>
      document.documentElement.classList.contains(expected) &&
      !document.querySelector('main [aria-busy="true"], main [role="progressbar"]') &&
      document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
    scheme,
  );
}

/**
 * Each address is loaded once and audited in every scheme and width: the
 * theme follows the system scheme (the default choice) and the layout the
 * viewport, without a reload. The violations, each prefixed by where.
 */
async function audit(page: Page, addresses: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of addresses) {
    for (const [index, { scheme, viewport }] of PASSES.entries()) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(viewport);
      if (index === 0) await page.goto(path);
      await settle(page, scheme);
      for (const violation of await axeViolations(page)) found.push(`${path} ${scheme} ${viewport.width}px: ${violation}`);
    }
  }
  return found;
}

async function rolePage(account?: { email: string; password: string }): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const opened = await openPage(browser, LAPTOP);
  if (account) await signIn(opened.context, account);
  return opened;
}

describe('WCAG 2.1 A and AA (axe-core)', () => {
  it('holds on the guest pages', { timeout: ROLE_TIMEOUT }, async () => {
    const { page, context } = await rolePage();
    const admin = await ApiSession.admin();
    // /pricing shows plans to guests only while billing is on.
    const restore = await admin.changeSettings({ 'billing.enable': true });
    try {
      const found = await audit(page, ['/', '/search/harbor', paths.album, paths.artist, paths.track, paths.playlist, '/pricing', '/login', '/register']);
      expect(found, found.join('\n')).toEqual([]);
    } finally {
      await restore();
      await context.close();
    }
  });

  it('holds on the listener pages', { timeout: ROLE_TIMEOUT }, async () => {
    const { page, context } = await rolePage(DEMO.listener);
    const found = await audit(page, ['/library', '/account-settings', '/notifications']);
    expect(found, found.join('\n')).toEqual([]);
    await context.close();
  });

  it('holds on the artist pages', { timeout: ROLE_TIMEOUT }, async () => {
    const { page, context } = await rolePage(DEMO.artist);
    const found = await audit(page, ['/backstage', '/backstage/upload']);
    expect(found, found.join('\n')).toEqual([]);
    await context.close();
  });

  it('holds on the admin pages', { timeout: ROLE_TIMEOUT }, async () => {
    const { page, context } = await rolePage(DEMO.admin);
    const found = await audit(page, ['/admin', '/admin/users', '/admin/tracks', '/admin/settings/general', '/pricing']);
    expect(found, found.join('\n')).toEqual([]);
    await context.close();
  });
});
