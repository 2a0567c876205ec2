import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, screenshot } from './support/browser';
import { signUpListener } from './support/listener';
import { adminPage } from './support/admin-page';
import { ApiSession } from './support/api-session';

// Issue 15, docs/api/catalog-deletion.md: an admin deletes an album from the
// admin albums table; its page answers the 404 page, its track leaves a
// listener's library and playlist, and search no longer finds it. The album
// is this file's own (made through backstage), so the demo catalog other
// files use stays whole.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const NOT_FOUND = "Looks like you've found the doorway to the great nothing";

describe('deleting an album', () => {
  it('takes its track out of a listener library and playlist, answers 404 on its page, and leaves search', async () => {
    const word = `Quorvex${Date.now().toString(36)}`;
    const admin = await ApiSession.admin();
    const track = await admin.request<{ track: { id: number } } & { id?: number }>('POST', '/api/v1/backstage/tracks', {
      name: `${word} Song`,
      artists: [`${word} Ensemble`],
      external_url: 'https://example.com/quorvex.mp3',
      duration: 120_000,
    });
    const trackId = track.track?.id ?? track.id!;
    const album = await admin.request<{ album: { id: number } }>('POST', '/api/v1/backstage/albums', {
      name: `${word} Album`,
      artists: [`${word} Ensemble`],
      track_ids: [trackId],
    });
    const albumId = album.album.id;

    // A listener likes the track and adds it to a playlist, through the app's API in their browser.
    const { page: listener, context } = await openPage(browser);
    await context.addCookies([{ name: 'cookie_notice', value: 'true', url: baseUrl() }]);
    await signUpListener(context);
    const xsrf = decodeURIComponent((await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
    const headers = { 'X-XSRF-TOKEN': xsrf, Accept: 'application/json' };
    expect((await context.request.put(`/api/v1/likes/track/${trackId}`, { headers })).ok()).toBe(true);
    const created = await context.request.post('/api/v1/playlists', { headers, data: { name: `${word} Mix` } });
    expect(created.ok(), await created.text()).toBe(true);
    const playlistId = ((await created.json()) as { playlist: { id: number } }).playlist.id;
    expect((await context.request.post(`/api/v1/playlists/${playlistId}/tracks`, { headers, data: { ids: [trackId] } })).ok()).toBe(true);

    await listener.goto('/library/songs');
    await listener.getByTestId('track-row').filter({ hasText: `${word} Song` }).waitFor();
    // The owner's playlist rows are a reorderable grid, not track rows.
    await listener.goto(`/playlist/${playlistId}/mix`);
    await listener.getByRole('grid').getByRole('row').filter({ hasText: `${word} Song` }).waitFor();

    // The admin deletes the album from the albums table, after a confirmation naming what goes.
    const { page, errors } = await adminPage(browser);
    await page.goto(`/admin/albums?query=${encodeURIComponent(word)}`);
    await page.getByRole('checkbox', { name: `Select row ${albumId}` }).check();
    await page.getByRole('region', { name: 'Selected rows' }).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
    await dialog.getByText('1 tracks').or(dialog.getByText('1 track')).first().waitFor();
    await screenshot(page, 'catalog-deletion-confirm');
    // The client sends DELETE as POST ?_method=DELETE (client/http/api-client.ts).
    const deleted = page.waitForResponse((r) => r.url().includes(`/api/v1/albums/${albumId}`) && r.request().method() !== 'GET');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).status()).toBe(200);
    expect(errors).toEqual([]);

    // The album page answers the 404 page.
    await listener.goto(`/album/${albumId}/x/y`);
    await listener.getByText(NOT_FOUND).waitFor();
    // The track left the listener's library and playlist.
    await listener.goto('/library/songs');
    await listener.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => listener.getByText(`${word} Song`).count()).toBe(0);
    const playlist = await context.request.get(`/api/v1/playlists/${playlistId}`, { headers });
    expect(((await playlist.json()) as { playlist: { tracks_count: number } }).playlist.tracks_count).toBe(0);
    await listener.goto(`/playlist/${playlistId}/mix`);
    await listener.getByRole('heading', { name: `${word} Mix`, level: 1 }).waitFor();
    await expect.poll(() => listener.getByText(`${word} Song`).count()).toBe(0);
    // Search (first asked now, so no cached answer predates the deletion) finds neither.
    const search = await context.request.get(`/api/v1/search?query=${word}`, { headers });
    const found = (await search.json()) as { tracks: unknown[]; albums: unknown[] };
    expect([found.tracks.length, found.albums.length]).toEqual([0, 0]);
    await listener.goto(`/search/${word}`);
    await listener.getByText(`${word} Ensemble`).first().waitFor();
    expect(await listener.getByText(`${word} Song`).count()).toBe(0);
    expect(await listener.getByText(`${word} Album`).count()).toBe(0);
    await context.close();
  });
});
