import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { UploadPage } from '../../client/backstage/upload-page';
import { meterChannels } from '../../client/backstage/loudness/meter-channels';
import { LoudnessMeter } from '../../worker/audio/loudness-meter';
import type { FileEntryPayload } from '../../client/uploads/file-entry-payload';
import { createUploadQueue } from '../../client/uploads/upload-queue-store';
import type { UploadDriver } from '../../client/uploads/drivers/upload-driver';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { makeTrack } from './fixtures/catalog-fixtures';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';

// docs/decisions/028: the uploader's browser decodes the file it just
// published and meters it with the server's BS.1770 meter.

const RATE = 48_000;
/** A 1 kHz sine of `dbfs` peak level. */
const sine = (seconds: number, dbfs: number) =>
  Float32Array.from({ length: Math.round(RATE * seconds) }, (_, n) => 10 ** (dbfs / 20) * Math.sin((2 * Math.PI * 1000 * n) / RATE));

describe('meterChannels', () => {
  it('measures a stereo 1 kHz sine at -23 dBFS as -23 LUFS, its peak at -23 dBTP', () => {
    const tone = sine(5, -23);
    const result = meterChannels({ sampleRate: RATE, channels: [tone, tone] })!;
    expect(Math.abs(result.integrated_lufs + 23)).toBeLessThan(0.1);
    expect(Math.abs(result.true_peak_dbtp + 23)).toBeLessThan(0.1);
  });

  it('gives what one whole push gives, whatever the chunking (a length not a whole number of chunks)', () => {
    const left = sine(2.37, -12);
    const right = sine(2.37, -18);
    const whole = new LoudnessMeter(RATE, 2);
    whole.push([left, right]);
    const chunked = meterChannels({ sampleRate: RATE, channels: [left, right] })!;
    expect(chunked.integrated_lufs).toBeCloseTo(whole.result().integrated_lufs, 9);
    expect(chunked.true_peak_dbtp).toBeCloseTo(whole.result().true_peak_dbtp, 9);
  });

  it('gives null for silence and for no samples: nothing to send', () => {
    expect(meterChannels({ sampleRate: RATE, channels: [new Float32Array(RATE * 2)] })).toBeNull();
    expect(meterChannels({ sampleRate: RATE, channels: [new Float32Array(0)] })).toBeNull();
  });
});

/** The browser's decoder, stood in for: every file decodes to these channels, as an AudioBuffer. */
function stubDecoder(channels: Float32Array[] | null) {
  const decoded: string[] = [];
  class FakeAudioContext {
    async decodeAudioData(data: ArrayBuffer) {
      decoded.push(String(data.byteLength));
      if (!channels) throw new DOMException('Unable to decode audio data', 'EncodingError');
      return { sampleRate: RATE, numberOfChannels: channels.length, length: channels[0].length, getChannelData: (i: number) => channels[i] };
    }
    async close() {}
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  // No module workers here: the meter runs on this thread, as it does in a browser without them.
  vi.stubGlobal('Worker', undefined);
  return decoded;
}

function fakeQueue() {
  let id = 40;
  const driver: UploadDriver = async (job) => {
    job.onProgress(job.file.size);
    return { id: ++id, url: '', file_size: job.file.size, name: job.file.name, mime: job.file.type, updated_at: '2026-01-01T00:00:00.000Z', extension: 'mp3', path: '', metadata: null } satisfies FileEntryPayload;
  };
  return createUploadQueue({ drivers: { plain: driver, tus: driver, s3Multipart: driver, s3Presign: driver }, settings: () => ({ chunkedEnabled: false, directS3Enabled: false }) });
}

const published = { track: { ...makeTrack({ id: 91, name: 'Tone' }), genres: [], tags: [], has_lyrics: false, waveform: null, description: null, release_date: null } };

async function publish(file: File) {
  await renderWithRouter(<UploadPage queue={fakeQueue()} />, { path: '/backstage/upload' });
  await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"][multiple]')!, [file]);
  const form = await screen.findByRole('form', { name: `Publish ${file.name}` });
  await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
  await screen.findByRole('link', { name: 'Open track' });
  return screen.getByRole('region', { name: file.name });
}

const mp3 = () => new File([new Uint8Array(64)], 'tone.mp3', { type: 'audio/mpeg' });

beforeEach(() => setBootstrap(makeBootstrap({ user: makeUser() })));
afterEach(() => vi.unstubAllGlobals());

describe('measuring loudness after publishing', () => {
  it('meters the published MP3 in the browser and sends it for the new track', async () => {
    const tone = sine(3, -14);
    const decoded = stubDecoder([tone, tone]);
    const api = stubFetch({ 'POST /api/v1/backstage/tracks': published, 'PUT /api/v1/backstage/tracks/91/loudness': { loudness: { integrated_lufs: -14, true_peak_dbtp: -14 }, source: 'browser' } });
    const card = await publish(mp3());
    await waitFor(() => expect(within(card).getByText('Loudness measured')).toBeInTheDocument());
    const [sent] = api.sent('PUT /api/v1/backstage/tracks/91/loudness');
    const body = sent.body as { integrated_lufs: number; true_peak_dbtp: number };
    expect(Math.abs(body.integrated_lufs + 14)).toBeLessThan(0.1);
    expect(Math.abs(body.true_peak_dbtp + 14)).toBeLessThan(0.1);
    // Decoded for the waveform before publishing, then for the meter.
    expect(decoded).toHaveLength(2);
  });

  it('says "measured" when the server already has it from tags (409)', async () => {
    const tone = sine(1, -20);
    stubDecoder([tone]);
    stubFetch({ 'POST /api/v1/backstage/tracks': published, 'PUT /api/v1/backstage/tracks/91/loudness': fail(409, { message: 'measured' }) });
    const card = await publish(mp3());
    await waitFor(() => expect(within(card).getByText('Loudness measured')).toBeInTheDocument());
  });

  it('fails quietly when the file does not decode, sending nothing', async () => {
    stubDecoder(null);
    const api = stubFetch({ 'POST /api/v1/backstage/tracks': published });
    const card = await publish(mp3());
    await waitFor(() => expect(within(card).getByText('Loudness not measured')).toBeInTheDocument());
    expect(api.sent('PUT /api/v1/backstage/tracks/91/loudness')).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves a WAV to the server, which meters it itself', async () => {
    const tone = sine(1, -20);
    stubDecoder([tone]);
    const api = stubFetch({ 'POST /api/v1/backstage/tracks': published });
    const card = await publish(new File([new Uint8Array(64)], 'tone.wav', { type: 'audio/wav' }));
    expect(within(card).queryByText(/loudness/i)).toBeNull();
    expect(api.sent('PUT /api/v1/backstage/tracks/91/loudness')).toEqual([]);
  });
});
