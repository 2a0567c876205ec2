// Streaming and plays (docs/api/music.md, "Streaming and plays").

/**
 * Audio answers are per listener (a permission check precedes them), so no
 * shared cache may keep them. A day in the browser's own cache, then ETag
 * revalidation: not `immutable`, because a re-upload may replace the object
 * under the same key (`tracks/<id>.<ext>`).
 */
export const AUDIO_CACHE_CONTROL = 'private, max-age=86400';

/** The server ignores a repeat play from the same listener for the same track within this window. */
export const PLAY_DEDUPE_SECONDS = 30;

/** A play queued offline (docs/offline.md) is accepted with its own time for this long; older ones are refused (422). */
export const QUEUED_PLAY_MAX_AGE_DAYS = 7;

/** How far ahead of the server's clock a queued play's time may be (a device's clock drifts). */
export const CLOCK_SKEW_MS = 5 * 60_000;
