import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { renderTrackAudio } from '../../db/seed/demo/track-audio';
import { baseUrl, launchBrowser, openPage, screenshot } from './support/browser';
import { signUpListener } from './support/listener';
import { adminPage } from './support/admin-page';

// Issue 16: a listener asks to become an artist with an image; an admin
// approves it; the listener sees the notification, opens backstage, uploads
// a track, plays it, and finds it in the artist's insights (today's plays
// come from the raw rows, before any rollup).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A 1x1 PNG and a short real WAV, as a listener would pick them. */
function files() {
  const dir = mkdtempSync(join(tmpdir(), 'become-artist-'));
  const image = join(dir, 'portrait.png');
  writeFileSync(image, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
  const audio = join(dir, 'first-light.wav');
  writeFileSync(audio, renderTrackAudio(1600, 6_000).bytes);
  return { image, audio };
}

describe('becoming an artist', () => {
  it('is asked with an image, approved by an admin, notified, and ends with a published, played track in the artist insights', async () => {
    const artistName = `Zephyr ${Date.now().toString(36)} Collective`;
    const { image, audio } = files();
    const { page, context, errors } = await openPage(browser);
    await context.addCookies([{ name: 'cookie_notice', value: 'true', url: baseUrl() }]);
    await signUpListener(context);

    // The listener's request, with an image through the upload layer.
    await page.goto('/backstage/requests');
    await page.getByRole('heading', { name: 'Become an artist' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Become an artist' }).getByRole('link', { name: 'Start' }).click();
    await page.getByLabel('Artist name').fill(artistName);
    await page.locator('input[type="file"]').first().setInputFiles(image);
    await page.locator('img[src^="blob:"]').first().waitFor();
    await page.getByLabel('Short bio').fill('Field recordings and synths.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL(/\/backstage\/requests\/\d+\/request-submitted$/);
    await page.getByText('Request submitted').waitFor();
    const requestId = Number(/requests\/(\d+)\//.exec(page.url())![1]);
    await screenshot(page, 'backstage-request-submitted');

    // The admin finds it in the list and approves it on its review page.
    const admin = await adminPage(browser);
    await admin.page.goto('/admin/backstage-requests');
    await admin.page.getByRole('row').filter({ hasText: artistName }).getByText(artistName).click();
    await admin.page.waitForURL(`**/admin/backstage-requests/${requestId}`);
    await admin.page.getByRole('button', { name: 'Approve' }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByLabel('Note (optional)').fill('Welcome aboard.');
    const approved = admin.page.waitForResponse((r) => r.url().includes(`/backstage-requests/${requestId}/approve`));
    await dialog.getByRole('button', { name: 'Approve' }).click();
    expect((await approved).status()).toBe(200);
    await admin.page.getByText('Approved').first().waitFor();
    expect(admin.errors).toEqual([]);

    // The listener is told, in the app.
    await page.goto('/notifications');
    await page.getByText(`Your request to become ${artistName} was approved`).first().waitFor();
    await page.goto(`/backstage/requests/${requestId}/request-submitted`);
    await page.getByText('Request approved').waitFor();
    const editHref = await page.getByRole('link', { name: 'Edit your artist' }).getAttribute('href');
    const artistId = Number(/artists\/(\d+)\/edit/.exec(editHref ?? '')?.[1]);
    expect(artistId).toBeGreaterThan(0);

    // Backstage is open now: the listener uploads and publishes a track, credited to the new artist.
    await page.goto('/backstage/upload');
    await page.locator('input[type="file"]').first().setInputFiles(audio);
    const publish = page.locator('[aria-label="Publish first-light.wav"]').first();
    await publish.waitFor({ timeout: 30_000 });
    await publish.getByLabel('Title').fill('First Light');
    await publish.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('First Light is published.').first().waitFor();

    // Plays it from the artist's page.
    await page.goto(`/artist/${artistId}/x`);
    await page.getByRole('heading', { name: artistName, level: 1 }).waitFor();
    const row = page.getByTestId('track-row').filter({ hasText: 'First Light' });
    await row.hover();
    const played = page.waitForResponse((r) => /\/api\/v1\/tracks\/\d+\/plays/.test(r.url()));
    await row.getByRole('button', { name: 'Play First Light' }).click();
    expect((await played).ok()).toBe(true);

    // And sees it in the artist's insights: one play, First Light on top.
    await page.goto(`/backstage/artists/${artistId}/insights?range=7d`);
    await page.getByRole('heading', { name: `${artistName}: insights` }).waitFor();
    const topTracks = page.getByRole('region', { name: 'Top tracks' });
    await topTracks.getByRole('row').filter({ hasText: 'First Light' }).waitFor();
    await screenshot(page, 'backstage-artist-insights');
    expect(errors).toEqual([]);
    await context.close();
  });
});
