// When a play is a scrobble, and how the outbox is sent (docs/api/scrobbling.md).
// The rules are Last.fm's (last.fm/api/scrobbling, "When is a scrobble a scrobble?"); ListenBrainz asks the same.

/** Only tracks longer than this scrobble. */
export const SCROBBLE_MIN_TRACK_SECONDS = 30;
/** A play scrobbles once the listener has heard half the track, or this long, whichever comes first. */
export const SCROBBLE_AFTER_MAX_SECONDS = 240;

/** Last.fm's track.scrobble takes at most 50 scrobbles a call. */
export const LASTFM_BATCH = 50;
/**
 * ListenBrainz accepts up to 1,000 listens per `import` call (MAX_LISTENS_PER_REQUEST)
 * and each listen up to 10,240 bytes; 100 keeps a request small and a failure cheap.
 */
export const LISTENBRAINZ_BATCH = 100;
/** Calls one queue message makes for a connection before it hands the rest to a new message. */
export const CALLS_PER_MESSAGE = 5;

/** Each call to a service gives up after this long (a timeout is a failure that retries). */
export const CALL_TIMEOUT_MS = 10_000;
/** Now playing is one quick try: Last.fm's guide says a failed now-playing request should not be retried. */
export const NOW_PLAYING_TIMEOUT_MS = 3_000;

/**
 * Retry delays: 30 s, 60 s, 120 s, ... (capped at an hour), for at most this many attempts of one message:
 * the queue's own limit (max_retries, 3 by default, so 4 deliveries; wrangler.toml leaves it) drops a message
 * after that, so the last attempt marks the connection and leaves the rest to the cron sweep.
 */
export const RETRY_BASE_SECONDS = 30;
export const RETRY_MAX_SECONDS = 3_600;
export const RETRY_MAX_ATTEMPTS = 4;
/** A rate-limit answer waits at least this long (or what the service says). */
export const RATE_LIMIT_MIN_SECONDS = 60;

/** A row claimed by a consumer is left alone by others for this long (a consumer that died gives it back). */
export const LEASE_SECONDS = 120;
/** The cron sweep re-sends a connection whose rows have been pending this long (a lost message). */
export const STALE_PENDING_MINUTES = 30;
/** ... and prunes sent rows older than this. */
export const SENT_KEEP_DAYS = 30;
/** Connections the sweep re-sends per run. */
export const SWEEP_CONNECTIONS = 100;

/** The oldest play a client may report (Last.fm ignores scrobbles older than 14 days; the offline queue keeps a week). */
export const SCROBBLE_MAX_AGE_DAYS = 14;

/** Last.fm's web authentication hands the listener back within this long (the signed state's life). */
export const LASTFM_STATE_SECONDS = 15 * 60;
export const LISTENBRAINZ_TOKEN_MAX = 100;
/** Connect attempts per listener (each asks a third party: ListenBrainz checks the token, Last.fm starts a sign-in). */
export const CONNECT_LIMIT = { max: 10, windowSeconds: 3_600 };

/** Exponential backoff for the n-th attempt (1-based). */
export const retryDelay = (attempt: number) => Math.min(RETRY_MAX_SECONDS, RETRY_BASE_SECONDS * 2 ** Math.max(0, attempt - 1));

/** Whether `listenedSeconds` of a track lasting `durationSeconds` make a scrobble. */
export function reachesScrobble(durationSeconds: number, listenedSeconds: number): boolean {
  if (durationSeconds <= SCROBBLE_MIN_TRACK_SECONDS) return false;
  return listenedSeconds >= Math.min(durationSeconds / 2, SCROBBLE_AFTER_MAX_SECONDS);
}
