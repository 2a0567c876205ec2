import { LoudnessMeter, type Loudness } from '../../../worker/audio/loudness-meter';

/** What the meter needs of a decoded file: an AudioBuffer's channels and rate. */
export type DecodedAudio = { sampleRate: number; channels: Float32Array[] };

/** Fed a second at a time, as the queue job feeds a WAV (views, no copies). */
const CHUNK_SECONDS = 1;

/**
 * Integrated loudness and true peak of decoded audio, by the same BS.1770
 * meter the Worker runs on WAVs (docs/decisions/028). Null for silence or
 * nothing to meter: there is nothing to normalize, and the server would
 * refuse -Infinity.
 */
export function meterChannels({ sampleRate, channels }: DecodedAudio): Loudness | null {
  const frames = channels[0]?.length ?? 0;
  if (!frames) return null;
  const meter = new LoudnessMeter(sampleRate, channels.length);
  const chunk = Math.round(sampleRate * CHUNK_SECONDS);
  for (let start = 0; start < frames; start += chunk) {
    const end = Math.min(start + chunk, frames);
    meter.push(
      channels.map((data) => data.subarray(start, end)),
      end - start,
    );
  }
  const result = meter.result();
  return Number.isFinite(result.integrated_lufs) && Number.isFinite(result.true_peak_dbtp) ? result : null;
}
