/** SPEC section 9: the bar appears only when loading lasts longer than this. */
export const PROGRESS_DELAY_MS = 50;
/** SPEC section 4: the bar starts at 10% and trickles every 300 ms. */
export const PROGRESS_START_PERCENT = 10;
export const PROGRESS_TRICKLE_MS = 300;
/** The trickle never reaches the end: only finishing the load completes the bar. */
export const PROGRESS_MAX_PERCENT = 95;
/** Each trickle covers this share of the remaining distance, so the bar slows as it fills. */
export const PROGRESS_TRICKLE_RATE = 0.15;
/** How long the completed bar stays (and fades) before it is removed. */
export const PROGRESS_FADE_MS = 400;
