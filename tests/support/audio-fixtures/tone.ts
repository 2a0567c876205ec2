import { encodeFlacFile } from './flac';
import { encodeMp3File } from './mp3';
import { dbToAmplitude, sine, type Signal } from './signal';
import { encodeWavFile } from './wav';

export type AudioFormat = 'wav' | 'flac' | 'mp3';
export type AudioFile = { filename: string; mime: string; bytes: Uint8Array };

/** The bitrate of the MP3 fixtures: the "MP3 coding noise at 128 kbps". */
export const MP3_KBPS = 128;

const MIME: Record<AudioFormat, string> = { wav: 'audio/wav', flac: 'audio/flac', mp3: 'audio/mpeg' };

export function encodeAudioFile(format: AudioFormat, samples: Signal, sampleRate: number): Uint8Array {
  if (format === 'wav') return encodeWavFile(samples, sampleRate);
  if (format === 'flac') return encodeFlacFile(samples, sampleRate);
  return encodeMp3File(samples, sampleRate, MP3_KBPS);
}

export type ToneOptions = { format: AudioFormat; frequency: number; amplitudeDb: number; sampleRate?: number };

/**
 * One sine, phase-continuous, split sample-exactly across `tracks` files:
 * file k holds samples [k * round(secondsPerTrack * sampleRate), ...) of
 * the same sine, so played back to back without a gap they are one tone.
 * Mono; `amplitudeDb` is the peak in dBFS.
 */
export function continuousToneAlbum(options: ToneOptions & { tracks: number; secondsPerTrack: number }): { files: AudioFile[]; totalSamples: number; samplesPerTrack: number } {
  const { format, tracks, secondsPerTrack, frequency, amplitudeDb, sampleRate = 44100 } = options;
  const samplesPerTrack = Math.round(secondsPerTrack * sampleRate);
  const files = Array.from({ length: tracks }, (_, k) => ({
    filename: `tone-${frequency}hz-part-${k + 1}.${format}`,
    mime: MIME[format],
    bytes: encodeAudioFile(format, sine(samplesPerTrack, sampleRate, frequency, dbToAmplitude(amplitudeDb), k * samplesPerTrack), sampleRate),
  }));
  return { files, totalSamples: tracks * samplesPerTrack, samplesPerTrack };
}

/** A file of one steady sine (mono, peak `amplitudeDb` dBFS): crossfade and normalization fixtures. */
export function toneFile(options: ToneOptions & { seconds: number }): AudioFile {
  const { format, seconds, frequency, amplitudeDb, sampleRate = 44100 } = options;
  const samples = sine(Math.round(seconds * sampleRate), sampleRate, frequency, dbToAmplitude(amplitudeDb));
  return { filename: `tone-${frequency}hz-${amplitudeDb}db.${format}`, mime: MIME[format], bytes: encodeAudioFile(format, samples, sampleRate) };
}
