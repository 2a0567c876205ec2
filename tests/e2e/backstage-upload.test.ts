import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { renderTrackAudio } from '../../db/seed/demo/track-audio';
import { baseUrl, launchBrowser, openPage, screenshot } from './support/browser';
import { encodeFlacFile } from '../support/audio-fixtures';
import { waitForPlaybackPast } from './support/player';

// Issue 5, as an artist does it: upload two audio files on backstage/upload,
// watch them reach 100%, fix a title, publish both, then find them on the
// artist page and play one (demo account artist@example.com manages Velvet Harbor).

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

/** Two short, real WAV files from the demo synthesizer. */
function audioFiles(): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'backstage-'));
  return ['sea-glass-demo.wav', 'night-ferry-demo.wav'].map((name, i) => {
    const path = join(dir, name);
    writeFileSync(path, renderTrackAudio(900 + i, 6_000).bytes);
    return path;
  });
}

describe('backstage/upload', () => {
  it('uploads two files, publishes them with a fixed title, and plays one from the artist page', async () => {
    const { page, context, errors } = await openPage(browser);
    await signInArtist(context);
    await page.goto('/backstage/upload');
    await page.locator('input[type="file"]').first().setInputFiles(audioFiles());

    // Each file's progress reaches 100%, then its publish form appears.
    for (const name of ['sea-glass-demo.wav', 'night-ferry-demo.wav']) {
      await page.getByRole('form', { name: `Publish ${name}` }).or(page.locator(`[aria-label="Publish ${name}"]`)).first().waitFor({ timeout: 30_000 });
    }
    const bars = page.getByRole('progressbar');
    for (let i = 0; i < (await bars.count()); i++) expect(await bars.nth(i).getAttribute('aria-valuenow')).toBe('100');
    await screenshot(page, 'backstage-uploaded');

    const first = page.locator('[aria-label="Publish sea-glass-demo.wav"]').first();
    await first.getByLabel('Title').fill('Sea Glass');
    await first.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Sea Glass is published.').first().waitFor();
    const second = page.locator('[aria-label="Publish night-ferry-demo.wav"]').first();
    const secondTitle = await second.getByLabel('Title').inputValue();
    // An untagged file's title comes from its name, in title case (issue 26).
    expect(secondTitle).toBe('Night Ferry Demo');
    await second.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(`${secondTitle} is published.`).first().waitFor();

    await page.goto('/artist/1/velvet-harbor');
    await page.getByRole('heading', { name: 'Velvet Harbor', level: 1 }).waitFor();
    const showMore = page.getByRole('button', { name: 'Show more' });
    if (await showMore.count()) await showMore.click();
    const row = page.getByTestId('track-row').filter({ hasText: 'Sea Glass' });
    await row.waitFor();
    await expect.poll(() => page.getByTestId('track-row').filter({ hasText: secondTitle }).count()).toBe(1);
    await row.hover();
    await row.getByRole('button', { name: 'Play Sea Glass' }).click();
    await waitForPlaybackPast(page, 0.3);

    // The track's own page leads its owner back to the editor.
    await row.getByRole('link', { name: 'Sea Glass' }).click();
    await page.getByRole('heading', { name: 'Sea Glass', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Edit Sea Glass' }).click();
    await page.waitForURL(/\/backstage\/tracks\/\d+\/edit$/);
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('Sea Glass');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("measures an untagged FLAC's loudness in the uploader's browser, which the server cannot decode", async () => {
    const { page, context, errors } = await openPage(browser);
    await signInArtist(context);
    // A 1 kHz stereo sine at -20 dBFS measures -20 LUFS (EBU Tech 3341's relation).
    const rate = 44_100;
    const tone = Float32Array.from({ length: rate * 5 }, (_, n) => 10 ** (-20 / 20) * Math.sin((2 * Math.PI * 1000 * n) / rate));
    const path = join(mkdtempSync(join(tmpdir(), 'backstage-')), 'quiet-tone.flac');
    writeFileSync(path, encodeFlacFile([tone, tone], rate));
    await page.goto('/backstage/upload');
    await page.locator('input[type="file"]').first().setInputFiles([path]);
    const form = page.locator('[aria-label="Publish quiet-tone.flac"]').first();
    await form.getByRole('button', { name: 'Publish' }).waitFor({ timeout: 30_000 });
    await form.getByRole('button', { name: 'Publish' }).click();

    const card = page.getByRole('region', { name: 'quiet-tone.flac' });
    await card.getByText('Loudness measured').waitFor({ timeout: 30_000 });
    const href = await card.getByRole('link', { name: 'Open track' }).getAttribute('href');
    const trackId = Number(/\/track\/(\d+)\//.exec(href ?? '')?.[1]);
    const { track } = await (await context.request.get(`/api/v1/tracks/${trackId}`, { headers: { Accept: 'application/json' } })).json();
    expect(Math.abs(track.loudness.integrated_lufs + 20)).toBeLessThan(0.2);
    expect(Math.abs(track.loudness.true_peak_dbtp + 20)).toBeLessThan(0.5);
    expect(errors).toEqual([]);
    await context.close();
  });
});
