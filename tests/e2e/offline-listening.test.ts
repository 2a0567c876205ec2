import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { signUpListener } from './support/listener';
import { api, audioState, findAlbum, openListenerPage, waitForPlaybackPast, type Found } from './support/player';

// Issue 29 item 5, offline listening (docs/offline.md): a listener saves an
// album, the browser goes offline, the app starts again from the service
// worker, and the album plays and seeks from the saved audio; the play made
// offline reaches the server once, with its own time, when back online.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const QUEUE_KEY = 'melodia.queued-plays';

/** Once the service worker the first visit registered is active, the app starts again, under its control. */
async function startControlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** A Range read of a track's stream from inside the page, as the media element makes it. */
const rangeRead = (page: Page, trackId: number) =>
  page.evaluate(async (id) => {
    const response = await fetch(`/api/v1/tracks/${id}/stream`, { headers: { Range: 'bytes=100-199' } });
    return { status: response.status, range: response.headers.get('Content-Range'), length: (await response.arrayBuffer()).byteLength };
  }, trackId);

/** This listener's plays of the track, through the library history (one row per play). */
async function playsOf(context: BrowserContext, trackId: number): Promise<{ id: number; played_at: string }[]> {
  const response = await context.request.get('/api/v1/me/library/history?perPage=50', { headers: { Accept: 'application/json' } });
  const body = (await response.json()) as { pagination: { data: { id: number; played_at: string }[] } };
  return body.pagination.data.filter((play) => play.id === trackId);
}

describe('offline listening', () => {
  it('downloads an album, plays and seeks it offline after a reload, and counts the offline play once when back online', async () => {
    const { page, context } = await openListenerPage(browser);
    await signUpListener(context);
    const album = await findAlbum('Afterglow Circuit');
    const { album: detail, tracks } = await api<{ album: { image: string }; tracks: Found[] }>(`albums/${album.id}`);
    const albumUrl = `/album/${album.id}/nova-lumen/afterglow-circuit`;

    await page.goto(albumUrl);
    // The next start goes through the worker: it keeps this page and its files for offline starts.
    await startControlled(page);
    await page.getByRole('heading', { name: 'Afterglow Circuit', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByRole('link', { name: 'Downloaded: see your downloads' }).waitFor({ timeout: 60_000 });

    // The Downloads page lists it with its size, and the browser's usage and quota.
    await page.getByRole('link', { name: 'Downloaded: see your downloads' }).click();
    const saved = page.getByRole('list', { name: 'Downloads' }).getByRole('listitem').filter({ hasText: 'Afterglow Circuit' });
    await expect.poll(() => saved.textContent()).toMatch(new RegExp(`Album · ${tracks.length} tracks · [\\d.]+ (KB|MB)`));
    await expect.poll(() => page.getByTestId('storage-summary').textContent()).toMatch(/used of .+ this browser allows/);

    await context.setOffline(true);
    await page.goto(albumUrl);
    await page.getByRole('heading', { name: 'Afterglow Circuit', level: 1 }).waitFor();
    // Offline for real: what was not saved cannot be read.
    const read = (path: string) => page.evaluate((url) => fetch(url).then((r) => r.status, () => 'failed'), path);
    expect(await read('/api/v1/albums/999999')).toBe('failed');
    // The cover art was saved with it.
    expect(await read(detail.image)).toBe(200);

    await page.getByRole('button', { name: 'Play Afterglow Circuit' }).first().click();
    await waitForPlaybackPast(page, 0.3);
    expect((await audioState(page)).src).toContain(`/api/v1/tracks/${tracks[0].id}/stream`);
    // Seeking asks for a byte range: the worker answers it from the saved file.
    expect(await rangeRead(page, tracks[0].id)).toEqual({ status: 206, range: expect.stringMatching(/^bytes 100-199\/\d+$/), length: 100 });
    const { duration } = await audioState(page);
    const target = Math.floor(duration / 2);
    const seek = page.getByRole('region', { name: 'Player' }).getByRole('slider', { name: 'Seek' });
    const bar = (await seek.boundingBox())!;
    await seek.click({ position: { x: bar.width / 2, y: bar.height / 2 } });
    await waitForPlaybackPast(page, target + 0.3);
    await page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Pause' }).click();

    // The play made offline waits in the queue with its time; back online it is sent, once.
    const queued = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { track_id: number; played_at: string }[], QUEUE_KEY);
    expect(queued.map((play) => play.track_id)).toEqual([tracks[0].id]);
    expect(await playsOf(context, tracks[0].id)).toEqual([]);

    await context.setOffline(false);
    await page.waitForFunction((key) => localStorage.getItem(key) === null, QUEUE_KEY);
    const counted = await playsOf(context, tracks[0].id);
    expect(counted).toHaveLength(1);
    expect(Date.parse(counted[0].played_at)).toBe(Date.parse(queued[0].played_at));

    // Sending the same play again (a lost answer) does not count it twice.
    const resend = await page.evaluate(
      async ({ play }) => {
        const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
        const { track_id, ...body } = play as { track_id: number };
        const response = await fetch(`/api/v1/tracks/${track_id}/plays`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': xsrf },
          body: JSON.stringify(body),
        });
        return response.status;
      },
      { play: queued[0] },
    );
    expect(resend).toBe(204);
    expect(await playsOf(context, tracks[0].id)).toHaveLength(1);
    await context.close();
  });

  it('saves the liked songs, removes them from the Downloads page, and signing out removes what is saved', async () => {
    const { page, context, errors } = await openListenerPage(browser);
    await signUpListener(context);
    const album = await findAlbum('Afterglow Circuit');
    await page.goto(`/album/${album.id}/nova-lumen/afterglow-circuit`);
    const row = page.getByTestId('track-row').filter({ hasText: 'Neon Rain' });
    const liked = page.waitForResponse((response) => response.url().includes('/api/v1/likes/track/') && response.request().method() !== 'GET');
    await row.getByRole('button', { name: 'Save to your library' }).click();
    expect((await liked).ok()).toBe(true);

    await page.goto('/library/songs');
    await startControlled(page);
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByRole('link', { name: 'Downloaded: see your downloads' }).waitFor({ timeout: 60_000 });
    expect(await savedFiles(page)).toBeGreaterThan(0);

    await page.getByRole('navigation', { name: 'Library sections' }).getByRole('link', { name: 'Downloads' }).click();
    const saved = page.getByRole('list', { name: 'Downloads' }).getByRole('listitem').filter({ hasText: 'Liked songs' });
    await expect.poll(() => saved.textContent()).toMatch(/^Liked songs1 track · [\d.]+ (KB|MB)$/);
    await saved.getByRole('button', { name: 'Remove Liked songs from downloads' }).click();
    await page.getByRole('heading', { name: 'Nothing downloaded yet' }).waitFor();
    expect(await savedFiles(page)).toBe(0);

    await page.getByRole('navigation', { name: 'Library sections' }).getByRole('link', { name: 'Songs' }).click();
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByRole('link', { name: 'Downloaded: see your downloads' }).waitFor({ timeout: 60_000 });
    expect(await savedFiles(page)).toBeGreaterThan(0);

    await page.getByRole('button', { name: /Listener|e2e/ }).first().click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => caches.has('melodia-offline-media'))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** How many files (audio and images) are saved for offline listening. */
const savedFiles = (page: Page) => page.evaluate(async () => (await (await caches.open('melodia-offline-media')).keys()).length);
