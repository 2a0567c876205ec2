import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { albumPath } from '../../client/routing/slug';
import { toneFile } from '../support/audio-fixtures';
import { writeFileSync } from 'node:fs';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { shrinkPng } from './support/png-shrink';
import { signUpListener } from './support/listener';
import { openListenerPage, waitForPlaybackPast } from './support/player';
import { seedAlbum } from './support/seed-album';
import { FAKE_LASTFM_NAME, fakeListenBrainzAt } from './support/fake-scrobbling-server';
import { ApiSession } from './support/api-session';
import { LASTFM_TEST_KEY, LASTFM_TEST_SECRET } from '../worker/support/fake-lastfm';

// Issue 30 part 2 (docs/api/scrobbling.md): a listener connects ListenBrainz in
// account settings, against the loopback fake the shared server reaches
// (LISTENBRAINZ_API_BASE, global-setup.ts), plays a track over 30 s past half
// its length, and the listen arrives with its start time.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('scrobbling', () => {
  it('connects ListenBrainz with a token and scrobbles a track played past half its length', async () => {
    const fake = inject('fakeScrobblingUrl');
    // 36 s: over the 30 s minimum, so it counts after 18 s heard.
    const album = await seedAlbum([toneFile({ format: 'wav', seconds: 36, frequency: 440, amplitudeDb: -20, sampleRate: 16000 })]);
    const { page, context } = await openListenerPage(browser);
    await signUpListener(context);
    const token = `lb-e2e${Date.now().toString(36)}`;

    await page.goto('/account-settings#scrobbling');
    const panel = page.getByRole('region', { name: 'Scrobbling' });
    await panel.getByLabel('ListenBrainz user token').fill('not-a-token');
    await panel.getByRole('button', { name: 'Connect', exact: true }).click();
    await panel.getByText('ListenBrainz does not accept this token.', { exact: false }).waitFor();
    await panel.getByLabel('ListenBrainz user token').fill(token);
    await panel.getByRole('button', { name: 'Connect', exact: true }).click();
    await panel.getByText(`Connected as ${token.slice(3)}`).waitFor();
    await panel.getByText('No scrobbles sent yet').waitFor();

    await page.goto(albumPath({ id: album.albumId, name: album.name, artists: [{ name: `${album.name.split(' ')[0]} Ensemble` }] }));
    const started = Date.now();
    await page.getByRole('button', { name: `Play ${album.name}` }).first().click();
    await waitForPlaybackPast(page, 0.3);
    // Now playing goes out at the start, before any scrobble.
    await expect.poll(async () => (await fakeListenBrainzAt(fake, token)).playingNow.map((listen) => listen.track_metadata.track_name)).toEqual([`${album.name.split(' ')[0]} Part 1`]);
    expect((await fakeListenBrainzAt(fake, token)).listens).toEqual([]);

    await expect.poll(async () => (await fakeListenBrainzAt(fake, token)).listens, { timeout: 45_000, interval: 500 }).toHaveLength(1);
    const [listen] = (await fakeListenBrainzAt(fake, token)).listens;
    expect(listen.track_metadata).toMatchObject({ track_name: `${album.name.split(' ')[0]} Part 1`, artist_name: `${album.name.split(' ')[0]} Ensemble`, release_name: album.name });
    expect(Math.abs(listen.listened_at! * 1000 - started)).toBeLessThan(10_000);
    // Heard at least half of it by then (18 s of 36).
    expect(Date.now() - started).toBeGreaterThan(17_000);

    await page.goto('/account-settings#scrobbling');
    await panel.getByText(/Last scrobble/).waitFor();
  }, 90_000);

  it('connects Last.fm through its web authentication once the admin set the site key', async () => {
    const admin = await ApiSession.admin();
    // Other files share this server: the keys go back to empty afterwards.
    const restore = await admin.changeSettings({ 'scrobbling.lastfm.api_key': LASTFM_TEST_KEY, 'scrobbling.lastfm.api_secret': LASTFM_TEST_SECRET });
    try {
      const { page, context } = await openListenerPage(browser);
      await signUpListener(context);
      await page.goto('/account-settings#scrobbling');
      const panel = page.getByRole('region', { name: 'Scrobbling' });
      // The browser leaves for Last.fm's page (the fake allows at once) and comes back through the callback.
      await panel.getByRole('button', { name: 'Connect Last.fm' }).click();
      await page.waitForURL(/\/account-settings#scrobbling$/);
      await panel.getByText(`Connected as ${FAKE_LASTFM_NAME}`).waitFor();
      expect(new URL(page.url()).search).toBe('');
      await context.close();
    } finally {
      await restore();
    }
  });

  // Screenshots for docs/screenshots (scrobbling-*.png): SCROBBLING_SCREENSHOTS=1 npx vitest run --project e2e tests/e2e/scrobbling.test.ts -t screenshots
  it.runIf(process.env.SCROBBLING_SCREENSHOTS)('takes the screenshots of the panel', async () => {
    for (const [width, height] of [[375, 740], [1440, 900]]) {
      for (const scheme of ['light', 'dark'] as const) {
        const opened = await openPage(browser, { width, height }, scheme);
        await opened.context.addCookies([{ name: 'cookie_notice', value: 'true', url: baseUrl() }]);
        await signUpListener(opened.context);
        await opened.page.goto('/account-settings#scrobbling');
        const panel = opened.page.getByRole('region', { name: 'Scrobbling' });
        // At 375 px the form a listener starts from; at 1440 px a connected account.
        await panel.getByLabel('ListenBrainz user token').waitFor();
        if (width > 375) {
          await panel.getByLabel('ListenBrainz user token').fill(`lb-ada${width}${scheme}`);
          await panel.getByRole('button', { name: 'Connect', exact: true }).click();
          await panel.getByText(/Connected as/).waitFor();
          await opened.page.getByText('ListenBrainz connected').waitFor({ state: 'hidden', timeout: 15_000 });
        }
        await panel.scrollIntoViewIfNeeded();
        const png = shrinkPng(await opened.page.screenshot());
        expect(png.length).toBeLessThan(150_000);
        writeFileSync(`docs/screenshots/scrobbling-${width}-${scheme}.png`, png);
        await opened.context.close();
      }
    }
  });
});
