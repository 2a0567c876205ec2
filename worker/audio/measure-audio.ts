import { parseBuffer } from 'music-metadata';
import { LoudnessMeter, type Loudness } from './loudness-meter';
import { readWav, WavFormatError } from './wav-stream';
import type { LOUDNESS_SOURCES } from '../../db/music-catalog';
import { METADATA_READ_BYTES } from '../file-entries/upload-constants';

/** ReplayGain 2.0 plays a track at -18 LUFS: its gain is -18 LUFS minus the track's loudness. */
export const REPLAYGAIN_REFERENCE_LUFS = -18;

export type Measured = { loudness: Loudness | null; source: (typeof LOUDNESS_SOURCES)[number] };

const isWav = (mime: string | null, key: string) => mime === 'audio/wav' || mime === 'audio/x-wav' || mime === 'audio/wave' || key.toLowerCase().endsWith('.wav');

/**
 * The loudness of a ReplayGain-tagged file (ID3 TXXX frames, Vorbis comments
 * in FLAC and Ogg, APE and MP4 tags, as music-metadata reads them from its
 * first bytes): the track gain back to LUFS, its peak (a sample peak, the
 * closest a tag gives) in dB. Null when the file carries no track gain.
 */
async function fromTags(media: R2Bucket, key: string, mime: string | null, size: number): Promise<Loudness | null> {
  const object = await media.get(key, { range: { offset: 0, length: Math.min(size, METADATA_READ_BYTES) } });
  if (!object) return null;
  try {
    const { common } = await parseBuffer(new Uint8Array(await object.arrayBuffer()), { mimeType: mime ?? undefined, size }, { skipPostHeaders: true });
    const gain = common.replaygain_track_gain?.dB;
    if (gain === undefined || !Number.isFinite(gain)) return null;
    // The peak tag is an amplitude ratio (music-metadata's dB for it is a power ratio's).
    const peak = common.replaygain_track_peak?.ratio;
    return { integrated_lufs: REPLAYGAIN_REFERENCE_LUFS - gain, true_peak_dbtp: peak && peak > 0 ? 20 * Math.log10(peak) : 0 };
  } catch {
    return null;
  }
}

/** Streams a WAV object through the meter. */
async function meterWav(media: R2Bucket, key: string): Promise<Loudness | null> {
  const object = await media.get(key);
  if (!object) return null;
  let meter: LoudnessMeter | null = null;
  await readWav(
    object.body,
    (format) => (meter = new LoudnessMeter(format.sampleRate, format.channels)),
    (channels, frames) => meter!.push(channels, frames),
  );
  return (meter as LoudnessMeter | null)?.result() ?? null;
}

/**
 * A track's loudness: from its ReplayGain tags when it has them, else
 * measured from its samples when it is a WAV. Other formats without tags
 * are `unsupported` here: Workers may not compile WebAssembly at run time,
 * which the MP3 and FLAC decoders we could use need (docs/audio.md).
 */
export async function measureAudio(media: R2Bucket, key: string, mime: string | null, size: number | null): Promise<Measured> {
  const tagged = size ? await fromTags(media, key, mime, size) : null;
  if (tagged) return { loudness: tagged, source: 'tags' };
  if (!isWav(mime, key)) return { loudness: null, source: 'unsupported' };
  try {
    const measured = await meterWav(media, key);
    // Digital silence has no integrated loudness: nothing to normalize.
    if (!measured || !Number.isFinite(measured.integrated_lufs)) return { loudness: null, source: 'measured' };
    return { loudness: measured, source: 'measured' };
  } catch (error) {
    if (error instanceof WavFormatError) return { loudness: null, source: 'unsupported' };
    throw error;
  }
}
