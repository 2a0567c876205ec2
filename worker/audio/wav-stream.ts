/**
 * PCM samples of a WAV file as it streams (from R2), a piece at a time, for
 * the loudness meter: RIFF/WAVE with a `fmt ` chunk of integer PCM (8, 16,
 * 24 or 32 bits), IEEE float (32 or 64 bits) or WAVE_FORMAT_EXTENSIBLE of
 * either, then the `data` chunk. Other chunks (LIST, id3) are skipped.
 */

export type WavFormat = { sampleRate: number; channels: number; bitsPerSample: number; float: boolean };

const PCM = 1;
const IEEE_FLOAT = 3;
const EXTENSIBLE = 0xfffe;

export class WavFormatError extends Error {}

const fourCc = (bytes: Uint8Array, at: number) => String.fromCharCode(bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]);

function readFormat(view: DataView, at: number, size: number): WavFormat {
  let tag = view.getUint16(at, true);
  const channels = view.getUint16(at + 2, true);
  const sampleRate = view.getUint32(at + 4, true);
  const bitsPerSample = view.getUint16(at + 14, true);
  // WAVE_FORMAT_EXTENSIBLE names the real format in the first two bytes of its SubFormat GUID.
  if (tag === EXTENSIBLE && size >= 40) tag = view.getUint16(at + 24, true);
  const float = tag === IEEE_FLOAT;
  if (tag !== PCM && !float) throw new WavFormatError(`unsupported WAV format tag ${tag}`);
  if (float ? bitsPerSample !== 32 && bitsPerSample !== 64 : ![8, 16, 24, 32].includes(bitsPerSample)) throw new WavFormatError(`unsupported ${bitsPerSample}-bit samples`);
  if (channels < 1 || sampleRate < 1) throw new WavFormatError('no channels or no sample rate');
  return { sampleRate, channels, bitsPerSample, float };
}

/** One sample at byte `at`, from -1 to 1. */
function sampleReader(format: WavFormat): (view: DataView, at: number) => number {
  if (format.float) return format.bitsPerSample === 32 ? (view, at) => view.getFloat32(at, true) : (view, at) => view.getFloat64(at, true);
  switch (format.bitsPerSample) {
    case 8:
      return (view, at) => (view.getUint8(at) - 128) / 128;
    case 16:
      return (view, at) => view.getInt16(at, true) / 32768;
    case 24:
      return (view, at) => ((view.getInt8(at + 2) << 16) | (view.getUint8(at + 1) << 8) | view.getUint8(at)) / 8388608;
    default:
      return (view, at) => view.getInt32(at, true) / 2147483648;
  }
}

/**
 * Reads `stream` (a whole WAV file) and calls `onFormat` once, then
 * `onSamples` with each piece as per-channel arrays. Throws WavFormatError
 * for a file that is not a WAV we can read.
 */
export async function readWav(stream: ReadableStream<Uint8Array>, onFormat: (format: WavFormat) => void, onSamples: (channels: Float32Array[], frames: number) => void) {
  let pending = new Uint8Array(0);
  let format: WavFormat | null = null;
  let read: ((view: DataView, at: number) => number) | null = null;
  let dataLeft = 0;
  let headerDone = false;
  let skip = 12; // RIFF, size, WAVE
  let checkedRiff = false;
  const append = (chunk: Uint8Array) => {
    const joined = new Uint8Array(pending.length + chunk.length);
    joined.set(pending);
    joined.set(chunk, pending.length);
    pending = joined;
  };
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    append(chunk);
    if (!checkedRiff) {
      if (pending.length < 12) continue;
      if (fourCc(pending, 0) !== 'RIFF' || fourCc(pending, 8) !== 'WAVE') throw new WavFormatError('not a RIFF/WAVE file');
      checkedRiff = true;
    }
    // Walk the chunks up to `data`.
    while (!headerDone) {
      if (pending.length < skip + 8) break;
      const id = fourCc(pending, skip);
      const size = new DataView(pending.buffer, pending.byteOffset).getUint32(skip + 4, true);
      if (id === 'data') {
        if (!format) throw new WavFormatError('data before fmt');
        pending = pending.slice(skip + 8);
        dataLeft = size;
        headerDone = true;
        break;
      }
      if (pending.length < skip + 8 + size) break;
      if (id === 'fmt ') {
        format = readFormat(new DataView(pending.buffer, pending.byteOffset), skip + 8, size);
        read = sampleReader(format);
        onFormat(format);
      }
      skip += 8 + size + (size % 2); // chunks are word aligned
    }
    if (!headerDone || !format || !read) continue;
    const frameBytes = (format.bitsPerSample / 8) * format.channels;
    const usable = Math.min(dataLeft, pending.length - (pending.length % frameBytes));
    const frames = Math.floor(usable / frameBytes);
    if (frames > 0) {
      const view = new DataView(pending.buffer, pending.byteOffset);
      const bytesPerSample = format.bitsPerSample / 8;
      const channels = Array.from({ length: format.channels }, () => new Float32Array(frames));
      for (let n = 0; n < frames; n++) {
        for (let c = 0; c < format.channels; c++) channels[c][n] = read(view, n * frameBytes + c * bytesPerSample);
      }
      onSamples(channels, frames);
      pending = pending.slice(frames * frameBytes);
      dataLeft -= frames * frameBytes;
    }
    if (dataLeft <= 0) break;
  }
  if (!format) throw new WavFormatError('no fmt chunk');
}
