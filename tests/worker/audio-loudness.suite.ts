import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { albums, tracks } from '../../db/music-catalog';
import { albumLoudness, LoudnessMeter } from '../../worker/audio/loudness-meter';
import { readWav, WavFormatError, type WavFormat } from '../../worker/audio/wav-stream';
import { BACKFILL_BATCH, measureTrack, pendingTracks, runLoudnessJob } from '../../worker/audio/loudness-jobs';
import { db, loginAs, createUser, postJson, request } from './support/http';
import { createAlbum, createTrack } from './support/music-fixtures';
import { id3Mp3, txxxFrame, uploadEntry } from './support/upload-fixtures';
import { planOf } from './support/query-plan';
import { waitFor } from './support/wait-for';

// Loudness (issue 29, docs/audio.md): the meter against EBU Tech 3341 style
// signals, the streaming WAV reader, ReplayGain tags, the queue job that
// stores a track's and its album's loudness, and the backfill.

/** A sine of `dbfs` peak level, `seconds` long. */
const sine = (rate: number, seconds: number, dbfs: number, frequency = 1000, phase = 0) =>
  Float32Array.from({ length: Math.round(rate * seconds) }, (_, n) => 10 ** (dbfs / 20) * Math.sin((2 * Math.PI * frequency * n) / rate + phase));

const meter = (rate: number, channels: Float32Array[][]) => {
  const m = new LoudnessMeter(rate, channels[0].length);
  for (const piece of channels) m.push(piece);
  return m.result();
};

/** A WAV file: integer PCM of `bits` (or 32-bit float), channels interleaved. */
function wav(rate: number, channels: Float32Array[], { bits = 16, float = false, extensible = false } = {}): Uint8Array {
  const frames = channels[0].length;
  const bytesPerSample = bits / 8;
  const fmtSize = extensible ? 40 : 16;
  const dataBytes = frames * channels.length * bytesPerSample;
  // A LIST chunk before the data, as tagging tools write, which the reader must skip.
  const list = new TextEncoder().encode('LIST\x04\x00\x00\x00INFO');
  const header = 12 + 8 + fmtSize + list.length + 8;
  const bytes = new Uint8Array(header + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => [...text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, bytes.length - 8, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, fmtSize, true);
  view.setUint16(20, extensible ? 0xfffe : float ? 3 : 1, true);
  view.setUint16(22, channels.length, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * channels.length * bytesPerSample, true);
  view.setUint16(32, channels.length * bytesPerSample, true);
  view.setUint16(34, bits, true);
  if (extensible) view.setUint16(44, float ? 3 : 1, true); // the SubFormat GUID's first two bytes
  bytes.set(list, 20 + fmtSize);
  ascii(header - 8, 'data');
  view.setUint32(header - 4, dataBytes, true);
  let at = header;
  for (let n = 0; n < frames; n++) {
    for (const channel of channels) {
      const x = channel[n];
      if (float) view.setFloat32(at, x, true);
      else if (bits === 16) view.setInt16(at, Math.round(x * 32767), true);
      else if (bits === 24) {
        const v = Math.round(x * 8388607);
        view.setUint8(at, v & 0xff);
        view.setUint8(at + 1, (v >> 8) & 0xff);
        view.setInt8(at + 2, v >> 16);
      }
      at += bytesPerSample;
    }
  }
  return bytes;
}

/** `bytes` as a stream of `size`-byte chunks: headers and samples split anywhere. */
const streamOf = (bytes: Uint8Array, size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
      controller.close();
    },
  });

async function readAll(bytes: Uint8Array, chunk: number) {
  let format: WavFormat | null = null;
  const channels: number[][] = [];
  await readWav(streamOf(bytes, chunk), (f) => {
    format = f;
    for (let c = 0; c < f.channels; c++) channels.push([]);
  }, (pieces, frames) => pieces.forEach((piece, c) => channels[c].push(...piece.subarray(0, frames))));
  return { format: format as WavFormat | null, channels };
}

describe('the loudness meter (EBU Tech 3341 style signals)', () => {
  it('measures a stereo 1 kHz sine at -23 dBFS as -23.0 LUFS, and at -33 dBFS as -33.0, at 48 and 44.1 kHz', () => {
    for (const rate of [48_000, 44_100]) {
      const loud = sine(rate, 20, -23);
      expect(meter(rate, [[loud, loud]]).integrated_lufs).toBeCloseTo(-23, 1);
      const quiet = sine(rate, 20, -33);
      expect(meter(rate, [[quiet, quiet]]).integrated_lufs).toBeCloseTo(-33, 1);
    }
  });

  it('gates: 10 s at -36 dBFS, 60 s at -23, 10 s at -36 is -23.0 LUFS; and a mono sine is 3 LU under the same on two channels', () => {
    const rate = 48_000;
    const pieces = [sine(rate, 10, -36), sine(rate, 60, -23), sine(rate, 10, -36)].map((s) => [s, s]);
    expect(Math.abs(meter(rate, pieces).integrated_lufs + 23)).toBeLessThan(0.1);
    expect(meter(rate, [[sine(rate, 20, -23)]]).integrated_lufs).toBeCloseTo(-26.01, 1);
  });

  it('gives the same answer fed whole or in uneven pieces, and -Infinity for digital silence', () => {
    const rate = 44_100;
    const signal = sine(rate, 8, -18, 440);
    const whole = meter(rate, [[signal]]);
    const cuts = [0, 1, 4410, 4411, 100_000, signal.length];
    const pieces = cuts.slice(1).map((end, i) => [signal.subarray(cuts[i], end)]);
    expect(meter(rate, pieces)).toEqual(whole);
    expect(meter(rate, [[new Float32Array(rate * 2)]]).integrated_lufs).toBe(-Infinity);
  });

  it('finds the true peak between samples: a quarter-rate sine sampled at ±45° peaks near 0 dBTP, 3 dB over its samples', () => {
    const rate = 48_000;
    const signal = sine(rate, 2, 0, rate / 4, Math.PI / 4);
    expect(Math.max(...signal.map(Math.abs))).toBeCloseTo(Math.SQRT1_2, 5);
    const { true_peak_dbtp } = meter(rate, [[signal]]);
    // EBU Tech 3341's true-peak tolerance: +0.2 / -0.4 dB.
    expect(true_peak_dbtp).toBeGreaterThan(-0.4);
    expect(true_peak_dbtp).toBeLessThan(0.2);
  });

  it('weighs an album by duration: a 1-minute track at -10 and a 3-minute one at -20 make about -14.8 LUFS', () => {
    const album = albumLoudness([
      { loudness: { integrated_lufs: -10, true_peak_dbtp: -1 }, durationMs: 60_000 },
      { loudness: { integrated_lufs: -20, true_peak_dbtp: -3 }, durationMs: 180_000 },
    ]);
    expect(album!.integrated_lufs).toBeCloseTo(10 * Math.log10((10 ** -1 + 3 * 10 ** -2) / 4), 6);
    expect(album!.true_peak_dbtp).toBe(-1);
    expect(albumLoudness([])).toBeNull();
  });
});

describe('the WAV reader', () => {
  it('reads 16- and 24-bit PCM, float and WAVE_FORMAT_EXTENSIBLE, split at any byte', async () => {
    const left = sine(8000, 0.05, -6, 440);
    const right = sine(8000, 0.05, -12, 660);
    for (const options of [{ bits: 16 }, { bits: 24 }, { bits: 32, float: true }, { bits: 16, extensible: true }]) {
      const bytes = wav(8000, [left, right], options);
      for (const chunk of [7, 4096]) {
        const { format, channels } = await readAll(bytes, chunk);
        expect(format, JSON.stringify(options)).toMatchObject({ sampleRate: 8000, channels: 2, bitsPerSample: options.bits, float: Boolean(options.float) });
        const tolerance = options.float ? 1e-7 : options.bits === 24 ? 1e-6 : 1e-4;
        expect(channels[0]).toHaveLength(left.length);
        expect(Math.max(...channels[0].map((x, n) => Math.abs(x - left[n])))).toBeLessThan(tolerance);
        expect(Math.max(...channels[1].map((x, n) => Math.abs(x - right[n])))).toBeLessThan(tolerance);
      }
    }
  });

  it('refuses what is not a WAV it can read', async () => {
    await expect(readAll(new TextEncoder().encode('ID3 and then some mp3 bytes'), 64)).rejects.toBeInstanceOf(WavFormatError);
    const adpcm = wav(8000, [sine(8000, 0.01, -6)]);
    new DataView(adpcm.buffer).setUint16(20, 2, true); // MS ADPCM
    await expect(readAll(adpcm, 64)).rejects.toThrow(/unsupported WAV format tag 2/);
  });
});

/** An MP3 that carries ReplayGain in ID3v2.3 TXXX frames, and no audio we could meter. */
const replayGainMp3 = (gain: string, peak: string) => id3Mp3([...txxxFrame('REPLAYGAIN_TRACK_GAIN', gain), ...txxxFrame('REPLAYGAIN_TRACK_PEAK', peak)]);

/** A track whose audio is these bytes in R2, on `album`. */
async function trackWithAudio(bytes: Uint8Array, mime: string, album?: { id: number }, duration = 10_000) {
  return createTrack({ album: album ?? null, audio: { bytes, mime }, values: { duration } });
}

const loudnessRow = async (trackId: number) =>
  (await db().select({ lufs: tracks.loudness_lufs, peak: tracks.true_peak_dbtp, source: tracks.loudness_source }).from(tracks).where(eq(tracks.id, trackId)))[0];

describe('measuring a track', () => {
  it('meters a WAV from R2, stores it rounded, and gives its album the duration-weighted loudness', async () => {
    const album = await createAlbum();
    const tone = sine(16_000, 10, -23);
    const loud = sine(16_000, 10, -13);
    const first = await trackWithAudio(wav(16_000, [tone, tone]), 'audio/wav', album, 10_000);
    const second = await trackWithAudio(wav(16_000, [loud, loud], { bits: 24 }), 'audio/wav', album, 30_000);
    await measureTrack(db(), env.MEDIA, first.id);
    await measureTrack(db(), env.MEDIA, second.id);
    const [a, b] = [await loudnessRow(first.id), await loudnessRow(second.id)];
    expect(a.source).toBe('measured');
    expect(Math.abs(a.lufs! + 23)).toBeLessThan(0.1);
    expect(Math.abs(b.lufs! + 13)).toBeLessThan(0.1);
    expect(b.peak!).toBeCloseTo(-13, 0);
    const [stored] = await db().select({ lufs: albums.loudness_lufs, peak: albums.true_peak_dbtp }).from(albums).where(eq(albums.id, album.id));
    const expected = albumLoudness([
      { loudness: { integrated_lufs: a.lufs!, true_peak_dbtp: a.peak! }, durationMs: 10_000 },
      { loudness: { integrated_lufs: b.lufs!, true_peak_dbtp: b.peak! }, durationMs: 30_000 },
    ])!;
    expect(stored.lufs!).toBeCloseTo(expected.integrated_lufs, 1);
    expect(stored.peak).toBe(b.peak);

    // Both payloads carry it.
    const trackPage = await (await request(`/api/v1/tracks/${first.id}`, { headers: { Accept: 'application/json' } })).json<any>();
    expect(trackPage.track.loudness).toEqual({ integrated_lufs: a.lufs, true_peak_dbtp: a.peak });
    const albumPage = await (await request(`/api/v1/albums/${album.id}`, { headers: { Accept: 'application/json' } })).json<any>();
    expect(albumPage.album.loudness).toEqual({ integrated_lufs: stored.lufs, true_peak_dbtp: stored.peak });
    expect(albumPage.tracks.map((t: any) => t.loudness?.integrated_lufs)).toEqual([a.lufs, b.lufs]);
  });

  it('takes ReplayGain tags back to LUFS (-18 minus the gain), and marks other untagged formats unsupported', async () => {
    const tagged = await trackWithAudio(replayGainMp3('-4.50 dB', '0.988553'), 'audio/mpeg');
    const untagged = await trackWithAudio(new Uint8Array(2048).fill(0xff), 'audio/mpeg');
    await measureTrack(db(), env.MEDIA, tagged.id);
    await measureTrack(db(), env.MEDIA, untagged.id);
    expect(await loudnessRow(tagged.id)).toEqual({ lufs: -13.5, peak: -0.1, source: 'tags' });
    expect(await loudnessRow(untagged.id)).toEqual({ lufs: null, peak: null, source: 'unsupported' });
    const page = await (await request(`/api/v1/tracks/${untagged.id}`, { headers: { Accept: 'application/json' } })).json<any>();
    expect(page.track.loudness).toBeNull();
  });

  it('backfills every track with audio not measured yet, a batch a job, from the pending index', async () => {
    const tone = sine(8000, 2, -20);
    const made = [];
    for (let i = 0; i < BACKFILL_BATCH + 2; i++) made.push(await trackWithAudio(wav(8000, [tone]), 'audio/wav'));
    const before = (await pendingTracks(db(), 10_000)).map((t) => t.id);
    expect(before).toEqual(expect.arrayContaining(made.map((t) => t.id)));
    // Each job measures a batch and sends the next until none are left; the queue runs them here.
    await runLoudnessJob({ type: 'loudness.backfill' }, env, db());
    await waitFor(async () => (await pendingTracks(db(), 1)).length === 0, 30_000);
    for (const track of made) expect((await loudnessRow(track.id)).lufs).toBeCloseTo(-23, 0);
    const plan = await planOf(pendingTracks(db(), 5));
    expect(plan.join('\n')).toContain('tracks_loudness_pending_idx');
  }, 40_000);

  it('measures the audio a publisher uploads, through the queue, and forgets it when the audio is replaced', async () => {
    const user = await createUser({ roles: ['artists'] });
    const { headers } = await loginAs(user.id);
    const tone = sine(8000, 3, -16);
    const entry = await uploadEntry(user.id, { bytes: wav(8000, [tone, tone]), mime: 'audio/wav' });
    const res = await postJson('/api/v1/backstage/tracks', { name: 'Measured', file_entry_id: entry.id }, headers);
    expect(res.status).toBe(201);
    const { track } = await res.json<any>();
    await waitFor(async () => (await loudnessRow(track.id)).source !== null, 20_000);
    expect(Math.abs((await loudnessRow(track.id)).lufs! + 16)).toBeLessThan(0.1);

    const replacement = await uploadEntry(user.id, { bytes: replayGainMp3('+2.00 dB', '0.5'), mime: 'audio/mpeg' });
    const put = await request(`/api/v1/backstage/tracks/${track.id}`, {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ file_entry_id: replacement.id }),
    });
    expect(put.status).toBe(200);
    expect((await put.json<any>()).track.loudness).toBeNull();
    await waitFor(async () => (await loudnessRow(track.id)).source === 'tags', 20_000);
    expect(await loudnessRow(track.id)).toEqual({ lufs: -20, peak: -6.02, source: 'tags' });
  }, 40_000);
});
