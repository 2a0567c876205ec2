import { gaplessTrim, type GaplessTrim } from './gapless-info';

/**
 * Fetches a track whole and decodes it on the audio context, cut to the music
 * the encoder declared (gapless-info.ts): what the engine schedules
 * sample-accurately. The service worker answers from saved downloads offline.
 */
export async function decodeTrack(context: BaseAudioContext, src: string, signal: AbortSignal): Promise<AudioBuffer> {
  const response = await fetch(src, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The audio answered ${response.status}.`);
  const bytes = await response.arrayBuffer();
  const trim = gaplessTrim(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 512 * 1024)));
  // decodeAudioData detaches the bytes, so the trim is read first.
  const decoded = await context.decodeAudioData(bytes);
  return trim ? trimmed(context, decoded, trim) : decoded;
}

/** A decoded length this close to the declared one (in the file's frames) means the decoder already cut it. */
const LENGTH_TOLERANCE = 64;

/**
 * A copy without the declared delay and padding (scaled to the context's
 * rate, which the decoder resampled to), unless the decoder already cut
 * them: Chromium's FFmpeg honours the LAME tag, other browsers may not.
 */
function trimmed(context: BaseAudioContext, buffer: AudioBuffer, trim: GaplessTrim): AudioBuffer {
  const scale = buffer.sampleRate / trim.sampleRate;
  if (trim.length !== null && Math.abs(buffer.length / scale - trim.length) <= LENGTH_TOLERANCE) return buffer;
  const start = Math.round(trim.start * scale);
  const length = buffer.length - start - Math.round(trim.end * scale);
  if (length <= 0) return buffer;
  const copy = context.createBuffer(buffer.numberOfChannels, length, buffer.sampleRate);
  for (let channel = 0; channel < buffer.numberOfChannels; channel++) {
    copy.copyToChannel(buffer.getChannelData(channel).subarray(start, start + length), channel);
  }
  return copy;
}
