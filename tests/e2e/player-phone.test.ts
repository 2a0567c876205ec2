import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { albumPath } from '../../client/routing/slug';
import { DESKTOP, launchBrowser, PHONE } from './support/browser';
import { api, audioState, findAlbum, openListenerPage, playerBar, waitForPaused, waitForPlaybackPast, waitForTrack, type Found } from './support/player';

// Issue 26 part 3: the now-playing screen, opened from the mini player on a
// phone (and from the player bar's expand button on a desktop), against the
// demo catalog's real audio.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ALBUM = 'Tidewater Lights';

/** The mini player's progress, in whole seconds. */
const progress = async (page: Page) => Number(await playerBar(page).getByRole('progressbar', { name: 'Track progress' }).getAttribute('aria-valuenow'));

const screen = (page: Page) => page.getByRole('dialog', { name: 'Now playing' });

/** Waits until focus moves into `dialog` (it does as the dialog opens). */
async function focusIn(dialog: Locator) {
  const element = await dialog.elementHandle();
  await dialog.page().waitForFunction((root) => !!root?.contains(document.activeElement), element);
}

/** A mouse drag from the middle of `target` by `dy` px (pointer events, as a finger's swipe). */
async function swipe(page: Page, target: Locator, dy: number) {
  const box = (await target.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + dy / 2, { steps: 4 });
  await page.mouse.move(x, y + dy, { steps: 4 });
  await page.mouse.up();
}

/** Opens the album's page and starts it from its header. */
async function playAlbum(page: Page) {
  const album = await findAlbum(ALBUM);
  const { tracks } = await api<{ tracks: Found[] }>(`albums/${album.id}`);
  await page.goto(albumPath(album));
  await page.getByRole('button', { name: `Play ${ALBUM}`, exact: true }).click();
  await waitForPlaybackPast(page, 0.2);
  return { album, tracks };
}

describe('the now-playing screen on a phone', () => {
  it('follows the playback in the mini player; tapping opens the screen, which seeks, skips and closes on Back', async () => {
    const { page, context, errors } = await openListenerPage(browser, PHONE);
    const { album, tracks } = await playAlbum(page);
    const url = page.url();

    // Real progress: the mini player's bar moves with the audio.
    await expect.poll(() => progress(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const first = await progress(page);
    await expect.poll(() => progress(page), { timeout: 10_000 }).toBeGreaterThan(first);

    await playerBar(page).getByRole('button', { name: 'Open now playing' }).click();
    const dialog = screen(page);
    await dialog.waitFor();
    expect(page.url()).toBe(url);
    await dialog.getByRole('heading', { name: tracks[0].name, exact: true }).waitFor();
    await dialog.getByRole('link', { name: album.artists[0].name, exact: true }).waitFor();
    await focusIn(dialog);

    // Seek: a press three quarters along the bar moves playback there.
    const seek = dialog.getByRole('slider', { name: 'Seek' });
    const bar = (await seek.boundingBox())!;
    await seek.click({ position: { x: bar.width * 0.75, y: bar.height / 2 } });
    await page.waitForFunction(() => {
      const data = document.querySelector<HTMLElement>('[data-testid="player-engine"]')!.dataset;
      return Number(data.position) > Number(data.duration) * 0.6;
    });
    expect((await audioState(page)).src).toContain(`/tracks/${tracks[0].id}/stream`);

    // Next, then (paused, near the start) Previous.
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await waitForTrack(page, tracks[1].id);
    await dialog.getByRole('heading', { name: tracks[1].name, exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
    await dialog.getByRole('button', { name: 'Previous', exact: true }).click();
    await waitForTrack(page, tracks[0].id);
    await dialog.getByRole('heading', { name: tracks[0].name, exact: true }).waitFor();
    await waitForPlaybackPast(page, 0.2);

    // Back closes the screen and stays on the album's page.
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(url);
    await page.getByRole('heading', { level: 1, name: album.name }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens on a swipe up, closes on a swipe down and on Escape, giving focus back', async () => {
    const { page, context, errors } = await openListenerPage(browser, PHONE);
    await playAlbum(page);
    const opener = playerBar(page).getByRole('button', { name: 'Open now playing' });
    const dialog = screen(page);

    await swipe(page, opener, -120);
    await dialog.waitFor();
    await swipe(page, dialog.locator('header'), 200);
    await dialog.waitFor({ state: 'detached' });

    await opener.focus();
    await page.keyboard.press('Enter');
    await focusIn(dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    // Both closes went back in history: Back now leaves for the page before, not to the screen.
    expect(await page.evaluate(() => (history.state as { nowPlaying?: boolean } | null)?.nowPlaying)).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the now-playing screen on a desktop', () => {
  it('opens from the player bar’s expand button, with the queue beside the cover and the playback settings', async () => {
    const { page, context, errors } = await openListenerPage(browser, DESKTOP);
    const { tracks } = await playAlbum(page);
    await playerBar(page).getByRole('button', { name: 'Expand player' }).click();
    const dialog = screen(page);
    await dialog.getByRole('button', { name: 'Queue' }).click();
    await dialog.getByRole('heading', { name: 'Next up' }).waitFor();
    await dialog.getByText(tracks[1].name).first().waitFor();
    // Playback settings open as a panel of the screen, from its header (which also takes swipes: a mouse click must reach the button).
    await dialog.getByRole('button', { name: 'Playback settings' }).click();
    await dialog.getByLabel('Volume normalization').selectOption({ label: 'Per track' });
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('player.state') ?? '{}').normalization)).toBe('track');
    await focusIn(dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * docs/screenshots/now-playing-*.png, at 375 and 1440 px in the light and dark
 * themes: DOCS_SCREENSHOTS=1 npx vitest run --project e2e tests/e2e/player-phone.test.ts
 */
describe.runIf(process.env.DOCS_SCREENSHOTS)('now-playing screenshots for docs/screenshots', () => {
  it.each([
    ['375', PHONE, 'light'],
    ['375', PHONE, 'dark'],
    ['1440', DESKTOP, 'light'],
    ['1440', DESKTOP, 'dark'],
  ] as const)('at %s px, %s', async (width, viewport, scheme) => {
    const { page, context } = await openListenerPage(browser, viewport, scheme);
    await playAlbum(page);
    await playerBar(page).getByRole('button', { name: viewport === PHONE ? 'Open now playing' : 'Expand player' }).click();
    const dialog = screen(page);
    await dialog.waitFor();
    // On a desktop the queue shows beside the cover; paused, so the image holds still.
    if (viewport === DESKTOP) await dialog.getByRole('button', { name: 'Queue' }).click();
    await waitForPlaybackPast(page, 2);
    await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
    await waitForPaused(page);
    // The screen slides in; wait until it stands still.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    // At 1440 px, the screen's centred column only (the margins are empty): the file stays small.
    const column = viewport === DESKTOP ? (await dialog.locator('header').boundingBox())! : null;
    const clip = column ? { x: column.x, y: 0, width: column.width, height: viewport.height } : undefined;
    await page.screenshot({ path: `docs/screenshots/now-playing-${width}-${scheme}.png`, type: 'png', scale: 'css', animations: 'disabled', clip });
    await context.close();
  });
});
