import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { albums, tracks } from '../../db/music-catalog';
import { isoNow } from '../../db/columns';
import { ValidationError } from '../http/errors';
import { asBatch } from '../music/batch-rows';
import { holderOf, mayEditIn, recordInScope, type ContentScope } from '../workspaces/content-scope';
import { resolveArtistIds } from './catalog-names';
import { loadSources, publishImage } from './file-entry-sources';
import { trackRelationWrites } from './track-relations';
import type { TrackInput } from './backstage-schemas';

/** `scope`: the workspace the request acts in and who acts (worker/workspaces/content-scope.ts). */
export type PublishContext = { db: Db; media: R2Bucket; scope: ContentScope };

/** What publishing made: the new row and its credited artists (whose followers hear of it). */
export type Published = { id: number; artistIds: number[] };

/** Three decimals are finer than any waveform bar and keep the JSON small. */
const roundPeaks = (peaks: number[] | null | undefined) => (peaks ? peaks.map((p) => Math.round(p * 1000) / 1000) : peaks);

/**
 * The album must be one the user may edit in this workspace, or (for
 * `trackId`, an update) the one the track is already on: an admin may have
 * put it on theirs. The column is named in full: drizzle drops the table of
 * single-table statements.
 */
async function checkAlbum(db: Db, scope: ContentScope, albumId: number | null | undefined, trackId?: number) {
  if (albumId == null) return;
  const staysOn = trackId === undefined ? sql<number>`0` : sql<number>`EXISTS (SELECT 1 FROM tracks t WHERE t.id = ${trackId} AND t.album_id = "albums"."id")`;
  const [album] = await db
    .select({ owner_id: albums.owner_id, stays_on: staysOn, workspace_id: holderOf('album', sql.raw('"albums"."id"')) })
    .from(albums)
    .where(eq(albums.id, albumId))
    .limit(1);
  if (!album || !(album.stays_on || mayEditIn(scope, album))) throw ValidationError.field('album_id', 'The album must be one of yours.');
}

/**
 * POST backstage/tracks. Everything the input names is checked before any
 * row is written; the track row comes first (its id keys the rest), then one
 * batch writes credits, genres, tags and lyrics, and a failure there removes
 * the track again.
 */
export async function publishTrack({ db, media, scope }: PublishContext, input: TrackInput): Promise<Published> {
  const { user } = scope;
  const sources = await loadSources(db, scope, { audio: input.file_entry_id, image: input.image_entry_id });
  await checkAlbum(db, scope, input.album_id);
  const artistIds = await resolveArtistIds(db, user, input.artists ?? [], scope.workspaceId);
  const image = sources.image ? await publishImage(media, sources.image, 'tracks') : (sources.audio?.cover ?? null);
  const { audio } = sources;
  const [track] = await db
    .insert(tracks)
    .values({
      name: input.name,
      number: input.number ?? null,
      album_id: input.album_id ?? null,
      description: input.description ?? null,
      image,
      duration: input.duration ?? audio?.duration ?? 0,
      audio_key: audio?.audio_key ?? null,
      audio_mime: audio?.audio_mime ?? null,
      audio_size: audio?.audio_size ?? null,
      waveform: roundPeaks(input.waveform) ?? null,
      external_url: input.external_url ?? null,
      explicit: input.explicit ?? false,
      release_date: input.release_date ?? null,
      owner_id: user.id,
    })
    .returning({ id: tracks.id });
  try {
    await db.batch(
      asBatch([
        ...trackRelationWrites(db, track.id, { artistIds, genres: input.genres ?? [], tags: input.tags ?? [], lyrics: input.lyrics ?? undefined }),
        ...recordInScope(db, scope, 'track', [track.id]),
      ]),
    );
  } catch (error) {
    await db.delete(tracks).where(eq(tracks.id, track.id));
    throw error;
  }
  return { id: track.id, artistIds };
}

/** PUT backstage/tracks/{id}: only the fields given change, in one batch. */
export async function updateTrack({ db, media, scope }: PublishContext, trackId: number, input: Partial<TrackInput>): Promise<void> {
  const sources = await loadSources(db, scope, { audio: input.file_entry_id, image: input.image_entry_id });
  await checkAlbum(db, scope, input.album_id, trackId);
  const artistIds = input.artists ? await resolveArtistIds(db, scope.user, input.artists, scope.workspaceId) : undefined;
  const { audio } = sources;
  const set: Partial<typeof tracks.$inferInsert> = {
    name: input.name,
    number: input.number,
    album_id: input.album_id,
    description: input.description,
    waveform: roundPeaks(input.waveform),
    duration: input.duration ?? audio?.duration ?? undefined,
    external_url: input.external_url,
    explicit: input.explicit,
    release_date: input.release_date,
  };
  // New audio has no loudness until the queue measures it (worker/audio/loudness-jobs.ts).
  if (audio) Object.assign(set, { audio_key: audio.audio_key, audio_mime: audio.audio_mime, audio_size: audio.audio_size, loudness_lufs: null, true_peak_dbtp: null, loudness_source: null });
  if (sources.image) set.image = await publishImage(media, sources.image, 'tracks');
  else if (input.image_entry_id === null) set.image = null;
  await db.batch([
    db
      .update(tracks)
      .set({ ...set, updated_at: isoNow })
      .where(eq(tracks.id, trackId)),
    ...trackRelationWrites(db, trackId, { artistIds, genres: input.genres, tags: input.tags, lyrics: input.lyrics }),
  ]);
}

/** Track ids the user may put on an album: the ones they may edit in this workspace (any, for an admin in the default one). */
export async function checkAlbumTracks(db: Db, scope: ContentScope, ids: number[]) {
  if (!ids.length) return;
  const rows = await db
    .select({ id: tracks.id, owner_id: tracks.owner_id, workspace_id: holderOf('track', sql.raw('"tracks"."id"')) })
    .from(tracks)
    .where(sql`${tracks.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`);
  if (rows.length !== ids.length || !rows.every((row) => mayEditIn(scope, row))) {
    throw ValidationError.field('track_ids', 'Each track must be one of yours.');
  }
}
