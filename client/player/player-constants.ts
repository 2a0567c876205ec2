// Tuning of the persistent player (DESIGN.md section 5: "a persistent bottom
// player ... survives route changes and uses the Media Session API").

/** localStorage key of the saved queue, position and settings. */
export const PLAYER_STORAGE_KEY = 'player.state';
/** How often the playback position is saved while playing (also on pagehide). */
export const POSITION_SAVE_INTERVAL_MS = 5_000;
/** Queue and settings changes are saved once they settle (a volume drag is many changes). */
export const STATE_SAVE_DEBOUNCE_MS = 300;
/** Arrow keys and the media session's seek buttons skip this far by default. */
export const SEEK_STEP_SECONDS = 10;
/** ArrowUp/ArrowDown change the volume (0 to 100) by this much. */
export const VOLUME_STEP = 10;
/** The next track starts buffering this long before the current one ends, so it follows without a gap. */
export const PRELOAD_LEAD_SECONDS = 30;

// Issue 29, docs/audio.md: loudness normalization and crossfade.
/** Normalization aims here by default (the loudness most streaming services play at). */
export const DEFAULT_TARGET_LUFS = -14;
/** The target a listener may choose, in LUFS. */
export const TARGET_LUFS_RANGE = { min: -23, max: -8 } as const;
/** A normalized track's true peak stays at or below this (EBU R128's ceiling for streaming), so a raised track never clips. */
export const NORMALIZED_PEAK_CEILING_DBTP = -1;
/** Crossfade between tracks, in whole seconds; 0 is off. */
export const CROSSFADE_MAX_SECONDS = 12;
/** Longer tracks stream through an element only: decoded whole they would take too much memory (about 20 MB a minute). */
export const MAX_DECODED_TRACK_SECONDS = 20 * 60;
