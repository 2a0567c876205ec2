import type { Loudness } from '../../../worker/audio/loudness-meter';
import { apiClient } from '../../http/api-client';
import { decodeAudioFile } from '../decode-audio';
import { meterChannels, type DecodedAudio } from './meter-channels';

/** The server meters WAVs itself (worker/audio/measure-audio.ts); the browser measures what it cannot decode. */
const WAV = /^audio\/(wav|x-wav|wave|vnd\.wave)$/;
export const serverMeasures = (file: File) => WAV.test(file.type) || /\.wav$/i.test(file.name);

/** Meters in a module worker (loudness-worker.ts), or here where there are no workers (tests, old browsers). */
function meterOffThread(audio: DecodedAudio): Promise<Loudness | null> {
  if (typeof Worker === 'undefined') return Promise.resolve(meterChannels(audio));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./loudness-worker.ts', import.meta.url), { type: 'module' });
    const done = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<Loudness | null>) => (done(), resolve(event.data));
    worker.onerror = (event) => (done(), reject(new Error(event.message)));
    // The copies move to the worker; the decoded buffer can go.
    worker.postMessage(audio, audio.channels.map((data) => data.buffer));
  });
}

/** A file's loudness, decoded by the browser and metered by the same BS.1770 meter as the server's: null when it cannot be decoded or is silent. */
export async function measureFileLoudness(file: Blob): Promise<Loudness | null> {
  const buffer = await decodeAudioFile(file);
  if (!buffer) return null;
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) => buffer.getChannelData(i).slice());
  return meterOffThread({ sampleRate: buffer.sampleRate, channels });
}

/** PUT backstage/tracks/{id}/loudness (docs/decisions/028). */
export const sendBrowserLoudness = (trackId: number, loudness: Loudness) => apiClient.put(`backstage/tracks/${trackId}/loudness`, loudness);
