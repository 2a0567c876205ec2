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
