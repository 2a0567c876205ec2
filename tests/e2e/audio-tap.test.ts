import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { ApiSession } from './support/api-session';
import { seedAlbum, waitForLoudness } from './support/seed-album';
import { installAudioTap, readAudioTap, resetAudioTap, TAP_BLOCK_FRAMES } from './support/audio-tap';
import { joinDisturbances, toneEnvelope } from '../support/audio-analysis';
import { continuousToneAlbum, encodeAudioFile, int16Channels, sine, toneFile, type AudioFormat } from '../support/audio-fixtures';

// Issue 29's measuring tools in real Chromium: the Web Audio tap records
// what a page plays (here an oscillator made in the page, no app code), and
// Chromium's decodeAudioData reads our WAV, FLAC and MP3 fixtures to
// exactly the samples encoded, trimming the MP3's LAME delay and padding
// itself (what the player engine can rely on); seedAlbum publishes such
// files as an album through the API.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const blocksRecorded = (page: Page) => page.evaluate(() => (window as unknown as { __audioTap: { contexts: { blocks: unknown[] }[] } }).__audioTap.contexts.reduce((sum, entry) => sum + entry.blocks.length, 0));

describe('the audio tap', () => {
  it('records an oscillator connected to the destination, with no app code, continuously', async () => {
    const { page, errors } = await openPage(browser);
    await installAudioTap(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    // Headless Chromium lets a context start without a gesture: no launch flag is needed (the state is checked).
    const state = await page.evaluate(async () => {
      const context = new AudioContext();
      const oscillator = new OscillatorNode(context, { frequency: 1000 });
      const gain = new GainNode(context, { gain: 0.5 });
      oscillator.connect(gain).connect(context.destination);
      oscillator.start();
      (window as unknown as { testOscillator: OscillatorNode }).testOscillator = oscillator;
      return context.state;
    });
    expect(state).toBe('running');
    await expect.poll(() => blocksRecorded(page)).toBeGreaterThan(1);
    await resetAudioTap(page);
    // About a second and a half of blocks after the reset.
    await expect.poll(() => blocksRecorded(page)).toBeGreaterThan(3);
    const recording = await readAudioTap(page);
    expect(recording.samples.length).toBe(recording.blocks.length * TAP_BLOCK_FRAMES);
    // Chromium's playbackTime does not step by exactly one block (a block may repeat the last one's time and
    // the next skip ahead), so tests line samples up by counting them, not by playbackTime.
    expect(recording.blocks.at(-1)!.currentTime).toBeGreaterThan(recording.blocks[0].currentTime);
    const envelope = toneEnvelope(recording.samples, recording.sampleRate, 1000, 20);
    for (const point of envelope) expect(point.db).toBeCloseTo(20 * Math.log10(0.5), 1);
    expect(Math.max(...toneEnvelope(recording.samples, recording.sampleRate, 440, 20).map((point) => point.db))).toBeLessThan(-60);
    // Nothing dropped between blocks: a lost block would be a phase jump.
    expect(joinDisturbances(recording.samples, recording.sampleRate, 1000)).toEqual([]);
    // The mono source reaches both channels.
    expect(recording.right).toEqual(recording.samples);

    // Stopping the source: the tap records the silence that follows (blocks queued before the stop still carry the tone).
    await page.evaluate(() => (window as unknown as { testOscillator: OscillatorNode }).testOscillator.stop());
    await resetAudioTap(page);
    await expect.poll(() => blocksRecorded(page)).toBeGreaterThan(3);
    const after = await readAudioTap(page);
    expect(Math.max(...after.samples.subarray(-TAP_BLOCK_FRAMES).map(Math.abs))).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe("Chromium's decodeAudioData", () => {
  const RATE = 44100;
  const LENGTH = RATE + 123;

  it.each(['wav', 'flac', 'mp3'] as AudioFormat[])('decodes the %s fixture to exactly the samples encoded, aligned at zero lag', async (format) => {
    const { page } = await openPage(browser);
    await page.goto('/');
    const signal = sine(LENGTH, RATE, 440, 0.5);
    const bytes = Buffer.from(encodeAudioFile(format, signal, RATE)).toString('base64');
    const decoded = await page.evaluate(async (base64) => {
      const context = new AudioContext({ sampleRate: 44100 });
      const buffer = await context.decodeAudioData(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)).buffer);
      return { length: buffer.length, sampleRate: buffer.sampleRate, samples: Array.from(buffer.getChannelData(0)) };
    }, bytes);
    expect([decoded.sampleRate, decoded.length]).toEqual([RATE, LENGTH]);
    if (format !== 'mp3') {
      // Lossless: the very 16-bit samples (Chromium divides by 32767 for positive samples, as libFLAC's WASM build does).
      const expected = int16Channels(signal)[0];
      expect(decoded.samples.findIndex((x, i) => Math.abs(x * 32767 - expected[i]) > 0.01 && Math.abs(x * 32768 - expected[i]) > 0.01)).toBe(-1);
      return;
    }
    // Aligned: after the best gain (LAME's 128 kbps preset scales its input by 0.95), the error is far below one sample off.
    const error = (lag: number) => {
      let product = 0;
      let power = 0;
      for (let i = 1000; i < LENGTH - 1000; i++) {
        product += decoded.samples[i + lag] * signal[i];
        power += signal[i] ** 2;
      }
      const gain = product / power;
      let sum = 0;
      for (let i = 1000; i < LENGTH - 1000; i++) sum += (decoded.samples[i + lag] - gain * signal[i]) ** 2;
      return sum / power;
    };
    expect(error(0)).toBeLessThan(1e-6);
    expect(Math.min(error(1), error(-1))).toBeGreaterThan(1e-4);
  });
});

describe('a continuous tone album scheduled back to back in Web Audio', () => {
  // What the gapless e2e will measure, with a reference "player" made of
  // AudioBufferSourceNodes started sample-exactly one after another: the
  // tools must find no disturbance here, for every format, so a disturbance
  // they find in the real player is the player's.
  it.each(['wav', 'flac', 'mp3'] as AudioFormat[])('%s: the tap hears no join', async (format) => {
    const { page } = await openPage(browser);
    await installAudioTap(page);
    await page.goto('/');
    // The recorder's callbacks run on the main thread: a late one lets the next block's first render quanta
    // overwrite the block being read (phase jumps at block starts). Played once the app has settled, none are.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const album = continuousToneAlbum({ format, tracks: 3, secondsPerTrack: 0.5, frequency: 440, amplitudeDb: -6, sampleRate: 44100 });
    const files = album.files.map((file) => Buffer.from(file.bytes).toString('base64'));
    await page.evaluate(async (encoded) => {
      const context = new AudioContext({ sampleRate: 44100 });
      const buffers = await Promise.all(encoded.map((base64) => context.decodeAudioData(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)).buffer)));
      let at = context.currentTime + 0.2;
      for (const buffer of buffers) {
        const source = new AudioBufferSourceNode(context, { buffer });
        source.connect(context.destination);
        source.start(at);
        at += buffer.duration;
      }
    }, files);
    // 1.5 s of tone from 0.2 s on, and some silence after it.
    await expect.poll(() => blocksRecorded(page)).toBeGreaterThan(Math.ceil((2.2 * 44100) / TAP_BLOCK_FRAMES));
    const { samples, sampleRate } = await readAudioTap(page);
    const onset = samples.findIndex((x) => Math.abs(x) > 0.01);
    expect(onset).toBeGreaterThan(0);
    const startMs = (onset * 1000) / sampleRate;
    // Whole tone, edges aside: joins at 500 and 1000 ms after the onset.
    expect(joinDisturbances(samples, sampleRate, 440, { from: startMs + 20, to: startMs + 1480 })).toEqual([]);
    // And the tone lasts exactly the album: silent from its last sample on.
    const end = onset + album.totalSamples;
    expect(Math.max(...samples.subarray(end + 2, end + 4096).map(Math.abs))).toBeLessThan(0.01);
    expect(Math.max(...samples.subarray(end - 4096, end - 2).map(Math.abs))).toBeGreaterThan(0.4);
  });
});

describe('seedAlbum', () => {
  it('publishes tone files as an album in order, streams their bytes back, and waits for the WAV tracks’ loudness', async () => {
    const loud = toneFile({ format: 'wav', seconds: 3, frequency: 1000, amplitudeDb: -10 });
    const quiet = toneFile({ format: 'wav', seconds: 3, frequency: 1000, amplitudeDb: -20 });
    const seeded = await seedAlbum([loud, quiet]);
    const listener = new ApiSession();
    const { tracks } = await listener.request<{ tracks: { id: number }[] }>('GET', `/api/v1/albums/${seeded.albumId}`);
    expect(tracks.map((track) => track.id)).toEqual(seeded.trackIds);
    for (const [index, file] of [loud, quiet].entries()) {
      const response = await fetch(`${baseUrl()}/api/v1/tracks/${seeded.trackIds[index]}/stream`);
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(file.bytes))).toBe(true);
    }
    const loudness = await waitForLoudness(seeded.albumId);
    const [first, second] = seeded.trackIds.map((id) => loudness.tracks.get(id)!.integrated_lufs);
    expect(first - second).toBeCloseTo(10, 1);
  });

  it('takes FLAC and MP3 files', async () => {
    const album = continuousToneAlbum({ format: 'flac', tracks: 1, secondsPerTrack: 1, frequency: 440, amplitudeDb: -6 });
    const mp3 = toneFile({ format: 'mp3', seconds: 1, frequency: 660, amplitudeDb: -6 });
    const seeded = await seedAlbum([...album.files, mp3]);
    for (const [index, file] of [...album.files, mp3].entries()) {
      const response = await fetch(`${baseUrl()}/api/v1/tracks/${seeded.trackIds[index]}/stream`);
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(file.bytes))).toBe(true);
    }
  });
});
