// When the web player says a play is a scrobble (docs/api/scrobbling.md, "What counts as a scrobble").
// The same numbers as worker/scrobbling/scrobbling-constants.ts, which checks them again: the client may
// import only types from the worker.

const MIN_TRACK_SECONDS = 30;
const AFTER_MAX_SECONDS = 240;

/** Half the track or 4 minutes, whichever comes first; never for a track of 30 s or less. */
export function reachesScrobble(durationSeconds: number, heardSeconds: number): boolean {
  if (durationSeconds <= MIN_TRACK_SECONDS) return false;
  return heardSeconds >= Math.min(durationSeconds / 2, AFTER_MAX_SECONDS);
}
