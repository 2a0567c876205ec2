import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db';
import { tracks } from '../../db/music-catalog';
import { HttpError } from '../http/errors';
import { LoudnessPayload } from '../music/music-types';
import { albumLoudnessUpdate } from './loudness-jobs';

/** What a browser may claim: quieter than the meter's absolute gate is silence, louder than +3 LUFS or +6 dBTP is no real master. */
export const BROWSER_LUFS = { min: -70, max: 3 } as const;
export const BROWSER_DBTP = { min: -70, max: 6 } as const;

const bounded = (field: string, unit: string, { min, max }: { min: number; max: number }) => {
  const message = `The ${field} must be a number from ${min} to ${max} ${unit}.`;
  return z.number({ error: message }).min(min, message).max(max, message);
};

/** PUT backstage/tracks/{id}/loudness: the uploader's browser's measurement (docs/decisions/028). */
export const browserLoudnessBody = z.object({
  integrated_lufs: bounded('integrated_lufs', 'LUFS', BROWSER_LUFS),
  true_peak_dbtp: bounded('true_peak_dbtp', 'dBTP', BROWSER_DBTP),
});

export const browserLoudnessAnswer = z.object({ loudness: LoudnessPayload, source: z.literal('browser') });

const round = (value: number) => Math.round(value * 100) / 100;

export const ALREADY_MEASURED = "This track's loudness is already measured from its tags or by the server.";
export const NO_AUDIO = 'This track has no audio to measure.';

/**
 * Stores a browser's figures for a track its server could not measure (no
 * tags, a format the Worker cannot decode: `unsupported`, or not measured
 * yet: null) or that a browser measured before; tags and the server's own
 * measurement win (409). The album's loudness is recomputed in the same
 * batch, as the queue job does.
 */
export async function storeBrowserLoudness(db: Db, trackId: number, loudness: LoudnessPayload): Promise<LoudnessPayload> {
  const stored = { integrated_lufs: round(loudness.integrated_lufs), true_peak_dbtp: round(loudness.true_peak_dbtp) };
  const [track] = await db.select({ album_id: tracks.album_id, audio_key: tracks.audio_key }).from(tracks).where(eq(tracks.id, trackId));
  if (!track?.audio_key) throw new HttpError(409, NO_AUDIO);
  const update = db
    .update(tracks)
    .set({ loudness_lufs: stored.integrated_lufs, true_peak_dbtp: stored.true_peak_dbtp, loudness_source: 'browser' })
    // Checked in the statement itself, so a queue job that read the tags meanwhile is never overwritten.
    .where(and(eq(tracks.id, trackId), isNotNull(tracks.audio_key), or(isNull(tracks.loudness_source), inArray(tracks.loudness_source, ['unsupported', 'browser']))))
    .returning({ id: tracks.id });
  const [updated] = track.album_id === null ? [await update] : await db.batch([update, albumLoudnessUpdate(db, track.album_id)]);
  if (!updated.length) throw new HttpError(409, ALREADY_MEASURED);
  return stored;
}
