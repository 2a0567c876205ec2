/**
 * A canonical 44-byte-header WAV: 16-bit little-endian PCM, mono unless
 * told otherwise (`samples` then interleaved, as WAV stores them). Every
 * browser's <audio> plays it, and byte ranges map straight onto samples, so
 * the stream route's Range answers stay simple to check.
 */
export const WAV_HEADER_BYTES = 44;
export const WAV_BYTES_PER_SAMPLE = 2;

function ascii(view: DataView, offset: number, text: string) {
  for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
}

export function encodeWav(samples: Int16Array, sampleRate: number, channels = 1): Uint8Array {
  const dataBytes = samples.length * WAV_BYTES_PER_SAMPLE;
  const bytes = new Uint8Array(WAV_HEADER_BYTES + dataBytes);
  const view = new DataView(bytes.buffer);
  ascii(view, 0, 'RIFF');
  view.setUint32(4, WAV_HEADER_BYTES - 8 + dataBytes, true);
  ascii(view, 8, 'WAVE');
  ascii(view, 12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size for PCM
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * WAV_BYTES_PER_SAMPLE, true); // byte rate
  view.setUint16(32, channels * WAV_BYTES_PER_SAMPLE, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i++) view.setInt16(WAV_HEADER_BYTES + i * WAV_BYTES_PER_SAMPLE, samples[i], true);
  return bytes;
}
