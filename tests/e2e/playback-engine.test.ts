import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { albumPath, playlistPath } from '../../client/routing/slug';
import { continuousToneAlbum, toneFile, type AudioFormat } from '../support/audio-fixtures';
import { joinDisturbances, overlapMs, rmsDb, SILENCE_DB, toneEnvelope } from '../support/audio-analysis';
import { ApiSession } from './support/api-session';
import { installAudioTap, readAudioTap, resetAudioTap } from './support/audio-tap';
import { launchBrowser } from './support/browser';
import { openListenerPage, playerBar, waitForPaused, waitForPlaybackPast, waitForTrack } from './support/player';
import { seedAlbum, waitForLoudness, type SeededAlbum } from './support/seed-album';

// Issue 29, items 2 to 4 (docs/audio.md "Playback"): what a listener hears,
// tapped from the page's Web Audio output (support/audio-tap.ts) and
// analysed (support/audio-analysis.ts). Albums are published through the
// real API with synthesized audio: one continuous tone split across files
// for the gapless joins, tones at different levels and pitches for
// normalization and crossfade.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SAMPLE_RATE = 44100;
const GAPLESS_TONE_HZ = 441;

/** A page with the output tapped, on an album's (or playlist's) page. */
async function openTapped(path: string): Promise<Page> {
  const { page } = await openListenerPage(browser);
  await installAudioTap(page);
  // The tap records on the main thread: a page still loading makes it miss samples (support/audio-tap.ts).
  await page.goto(path, { waitUntil: 'networkidle' });
  return page;
}

const albumPage = (album: SeededAlbum) => albumPath({ id: album.albumId, name: album.name, artists: [{ name: `${album.name.split(' ')[0]} Ensemble` }] });

/** Sets the listener's playback settings through the dialog in the player bar. */
async function setPlayback(page: Page, { normalization, crossfade }: { normalization?: 'Off' | 'Per track' | 'Per album'; crossfade?: number }) {
  await playerBar(page).getByRole('button', { name: 'Playback settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Playback' });
  if (normalization) await dialog.getByLabel('Volume normalization').selectOption({ label: normalization });
  if (crossfade !== undefined) {
    const slider = dialog.getByRole('slider', { name: 'Crossfade' });
    await slider.focus();
    await slider.press('Home');
    for (let i = 0; i < crossfade; i++) await slider.press('ArrowRight');
    await expect.poll(() => slider.inputValue()).toBe(String(crossfade));
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Presses Play and waits until the first track plays from its decoded
 * buffer (it starts on a streaming element and hands over once decoded,
 * docs/audio.md), then clears the tap: what follows is buffer playback.
 */
async function playFromBuffer(page: Page, name: string) {
  await page.getByRole('button', { name: `Play ${name}` }).first().click();
  // The engine releases the element once the handover's crossfade is over.
  await page.waitForFunction(() => {
    const data = document.querySelector<HTMLElement>('[data-testid="player-engine"]')?.dataset;
    return data?.voice === 'buffer' && data.paused === 'false' && !document.querySelector('[data-testid="player-audio-element"]');
  });
  await resetAudioTap(page);
}

/** Where the recording sounds: its first and last samples above silence. */
function soundingRange(samples: Float32Array): { from: number; to: number } {
  const threshold = 10 ** (SILENCE_DB / 20);
  let from = 0;
  while (from < samples.length && Math.abs(samples[from]) < threshold) from++;
  let to = samples.length;
  while (to > from && Math.abs(samples[to - 1]) < threshold) to--;
  return { from, to };
}

/** How long an envelope takes from 40 dB below its peak to within 1 dB of it (a fade in; reversed, a fade out). */
function rampMs(envelope: { ms: number; db: number }[]): number {
  const peak = Math.max(...envelope.map((point) => point.db));
  const start = envelope.find((point) => point.db > peak - 40)!;
  const full = envelope.find((point) => point.db > peak - 1)!;
  return Math.abs(full.ms - start.ms);
}

describe('gapless joins', () => {
  it.each<AudioFormat>(['wav', 'flac', 'mp3'])('plays an album ripped as one tone across %s files as one tone: every join has under 5 ms of silence or discontinuity', async (format) => {
    const { files } = continuousToneAlbum({ format, tracks: 3, secondsPerTrack: 2, frequency: GAPLESS_TONE_HZ, amplitudeDb: -12, sampleRate: SAMPLE_RATE });
    const album = await seedAlbum(files);
    const page = await openTapped(albumPage(album));
    // A crossfade setting never fades an album played in order.
    await setPlayback(page, { crossfade: 3 });
    await playFromBuffer(page, album.name);
    await waitForTrack(page, album.trackIds[2]);
    // The queue ends with the album.
    await waitForPaused(page);

    const { samples, sampleRate } = await readAudioTap(page);
    const { from, to } = soundingRange(samples);
    // Both joins are inside: the rest of track 1, then tracks 2 and 3 whole.
    expect((to - from) / sampleRate).toBeGreaterThan(4);
    // The recording's own edges (a block boundary, the final stop) are not joins.
    const ms = (sample: number) => (sample / sampleRate) * 1000;
    const disturbances = joinDisturbances(samples, sampleRate, GAPLESS_TONE_HZ, { from: ms(from) + 50, to: ms(to) - 50 });
    expect(disturbances.filter((d) => d.lengthMs > 5)).toEqual([]);
    await page.context().close();
  });
});

describe('normalization', () => {
  it('brings two tracks 10 LU apart to within 1 dB of each other per track, and leaves them 10 dB apart when off', async () => {
    const album = await seedAlbum([
      toneFile({ format: 'wav', seconds: 3, frequency: 1000, amplitudeDb: -26, sampleRate: SAMPLE_RATE }),
      toneFile({ format: 'wav', seconds: 3, frequency: 1000, amplitudeDb: -16, sampleRate: SAMPLE_RATE }),
    ]);
    const { tracks } = await waitForLoudness(album.albumId);
    const [quiet, loud] = album.trackIds.map((id) => tracks.get(id)!.integrated_lufs);
    expect(loud - quiet).toBeCloseTo(10, 0);

    /** The output level of each track: half a second inside each, away from the join and the ends. */
    async function levels(normalization: 'Off' | 'Per track') {
      const page = await openTapped(albumPage(album));
      await setPlayback(page, { normalization });
      await playFromBuffer(page, album.name);
      await waitForPaused(page);
      const { samples, sampleRate } = await readAudioTap(page);
      const { from, to } = soundingRange(samples);
      const half = sampleRate / 2;
      await page.context().close();
      return { first: rmsDb(samples, from + half / 5, from + half), second: rmsDb(samples, to - half * 2, to - half) };
    }

    const normalized = await levels('Per track');
    expect(Math.abs(normalized.first - normalized.second)).toBeLessThanOrEqual(1);
    const raw = await levels('Off');
    expect(raw.second - raw.first).toBeGreaterThan(9);
  });
});

describe('crossfade', () => {
  it('overlaps tracks of different albums by the setting, within 100 ms, as gain ramps on the audio thread; a seek during a fade ends it', async () => {
    const tone = (frequency: number) => seedAlbum([toneFile({ format: 'wav', seconds: 9, frequency, amplitudeDb: -14, sampleRate: SAMPLE_RATE })]);
    const [first, second, third] = [await tone(440), await tone(660), await tone(440)];
    const admin = await ApiSession.admin();
    const { playlist } = await admin.request<{ playlist: { id: number; name: string } }>('POST', '/api/v1/playlists', { name: `${first.name} Crossfade`, public: true });
    await admin.request('POST', `/api/v1/playlists/${playlist.id}/tracks`, { ids: [first.trackIds[0], second.trackIds[0], third.trackIds[0]] });

    const page = await openTapped(playlistPath(playlist));
    await setPlayback(page, { crossfade: 3 });
    await playFromBuffer(page, playlist.name);
    await waitForTrack(page, second.trackIds[0]);
    // The first fade is over 3 s into the second track and the next starts 6 s in; the tap hears
    // the output a block late (support/audio-tap.ts), so it is read halfway, 4.5 s in.
    await waitForPlaybackPast(page, 4.5);
    const { samples, sampleRate } = await readAudioTap(page);
    // Both tones within 40 dB of their peak: the equal-power curves spend under 1% of the fade below that,
    // and a Hann-windowed Goertzel leaks the other tone in about 48 dB down.
    const overlap = overlapMs(samples, sampleRate, 440, 660, { belowPeakDb: 40 });
    expect(Math.abs(overlap - 3000)).toBeLessThanOrEqual(100);
    // Ramps, not steps: each tone takes most of the fade between -40 dB and -1 dB of its peak (equal power: 70%).
    expect(rampMs(toneEnvelope(samples, sampleRate, 660, 20, 5))).toBeGreaterThan(1500);
    expect(rampMs(toneEnvelope(samples, sampleRate, 440, 20, 5).reverse())).toBeGreaterThan(1500);
    // The first track alone, long before its fade: the tone's full level at this page's volume (the admin's default, 70%:
    // -3.1 dB). Its median: the tap may still hold the end of the element-to-buffer handover, two copies crossfading.
    const alone = toneEnvelope(samples.subarray(sampleRate / 5, sampleRate * 1.2), sampleRate, 440, 20, 20).map((point) => point.db);
    const fullLevel = alone.sort((a, b) => a - b)[Math.floor(alone.length / 2)];

    // A seek during the second fade ends it: the outgoing track stops and the incoming one plays at full level.
    await waitForTrack(page, third.trackIds[0]);
    const seek = playerBar(page).getByRole('slider', { name: 'Seek' });
    const bar = (await seek.boundingBox())!;
    await seek.click({ position: { x: bar.width / 2, y: bar.height / 2 } });
    await resetAudioTap(page);
    // What the tap heard last, 0.4 s that the output played well after the seek to 4.5 s (a block late at most).
    await waitForPlaybackPast(page, 6.3);
    const after = await readAudioTap(page);
    expect(after.samples.length).toBeGreaterThan(after.sampleRate / 2);
    const settled = after.samples.subarray(after.samples.length - (after.sampleRate * 2) / 5);
    expect(Math.max(...toneEnvelope(settled, after.sampleRate, 660, 20, 20).map((point) => point.db))).toBeLessThan(-50);
    // The same tone's full level: a fade that did not end would leave it lower.
    expect(Math.min(...toneEnvelope(settled, after.sampleRate, 440, 20, 20).map((point) => point.db))).toBeGreaterThan(fullLevel - 1);
    await page.context().close();
  });

});
