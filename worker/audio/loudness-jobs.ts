import { and, asc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db';
import { albums, tracks } from '../../db/music-catalog';
import { measureAudio } from './measure-audio';

/** Tracks measured per backfill job: each streams its audio through the meter, seconds of CPU for a long WAV. */
export const BACKFILL_BATCH = 5;

const id = z.number().int().positive();

/** The queue's loudness jobs (worker/jobs/queue.ts). */
export const loudnessJobs = [
  /** New or replaced audio of one track. */
  z.object({ type: z.literal('loudness.measure'), trackId: id }),
  /** The next BACKFILL_BATCH tracks with audio not measured yet; it sends itself again until none are left. */
  z.object({ type: z.literal('loudness.backfill') }),
] as const;

type LoudnessJob = z.infer<(typeof loudnessJobs)[number]>;

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * An album's loudness from its measured tracks: their mean power weighted
 * by duration, and the loudest peak (see albumLoudness in loudness-meter.ts,
 * the same formula, which the seed uses). Computed from the table in one
 * statement, so two tracks measured at once cannot leave it stale.
 */
export const albumLoudnessUpdate = (db: Db, albumId: number) => {
  const measured = sql`FROM tracks t WHERE t.album_id = ${albumId} AND t.loudness_lufs IS NOT NULL AND t.duration > 0`;
  return db
    .update(albums)
    .set({
      // 10 log10(Σ d·10^(L/10) / Σ d), in the functions D1 authorizes (ln and exp, not log10 or pow).
      loudness_lufs: sql`(SELECT round(10 * ln(sum(t.duration * exp(t.loudness_lufs / 10.0 * ln(10))) / sum(t.duration)) / ln(10), 2) ${measured})`,
      true_peak_dbtp: sql`(SELECT max(t.true_peak_dbtp) ${measured})`,
    })
    .where(eq(albums.id, albumId));
};

/** Measures one track's audio and stores it with its album's new loudness; a track without audio is left alone. */
export async function measureTrack(db: Db, media: R2Bucket, trackId: number): Promise<void> {
  const [track] = await db
    .select({ audio_key: tracks.audio_key, audio_mime: tracks.audio_mime, audio_size: tracks.audio_size, album_id: tracks.album_id })
    .from(tracks)
    .where(eq(tracks.id, trackId));
  if (!track?.audio_key) return;
  const { loudness, source } = await measureAudio(media, track.audio_key, track.audio_mime, track.audio_size);
  const update = db
    .update(tracks)
    .set({
      loudness_lufs: loudness ? round(loudness.integrated_lufs) : null,
      true_peak_dbtp: loudness ? round(loudness.true_peak_dbtp) : null,
      loudness_source: source,
    })
    // Only the audio that was measured: a replacement meanwhile has its own job. What the
    // server cannot measure keeps what the uploader's browser measured (docs/decisions/028).
    .where(
      and(
        eq(tracks.id, trackId),
        eq(tracks.audio_key, track.audio_key),
        source === 'unsupported' ? or(isNull(tracks.loudness_source), ne(tracks.loudness_source, 'browser')) : undefined,
      ),
    );
  if (track.album_id === null) await update;
  else await db.batch([update, albumLoudnessUpdate(db, track.album_id)]);
}

/** The tracks with audio whose loudness is still to be measured, oldest first (tracks_loudness_pending_idx). */
export const pendingTracks = (db: Db, limit: number) =>
  db
    .select({ id: tracks.id })
    .from(tracks)
    .where(and(isNull(tracks.loudness_source), isNotNull(tracks.audio_key)))
    .orderBy(asc(tracks.id))
    .limit(limit);

export async function runLoudnessJob(job: LoudnessJob, env: Env, db: Db): Promise<void> {
  if (job.type === 'loudness.measure') return measureTrack(db, env.MEDIA, job.trackId);
  const pending = await pendingTracks(db, BACKFILL_BATCH);
  for (const { id: trackId } of pending) await measureTrack(db, env.MEDIA, trackId);
  if (pending.length === BACKFILL_BATCH) await env.JOBS.send({ type: 'loudness.backfill' } satisfies LoudnessJob);
}

/** New audio on a track: measured by the queue, never in the request. */
export const queueLoudness = (env: Env, trackId: number) => env.JOBS.send({ type: 'loudness.measure', trackId } satisfies LoudnessJob);

/** Cron: starts the backfill when tracks wait to be measured (existing catalogs, files a job failed on). */
export async function startLoudnessBackfill(db: Db, env: Env): Promise<string> {
  const [first] = await pendingTracks(db, 1);
  if (!first) return 'Every track with audio has its loudness.';
  await env.JOBS.send({ type: 'loudness.backfill' } satisfies LoudnessJob);
  return 'Queued the loudness backfill.';
}
