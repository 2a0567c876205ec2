// Issue 30 (Jam sessions): the limits of one Jam, shared by the worker and the client.

/** Issue 30: up to 32 listeners in one Jam, the host included. */
export const JAM_MAX_LISTENERS = 32;
/**
 * Join codes: 10 characters from an alphabet without look-alikes (no 0/O, 1/I/L),
 * 31^10 ≈ 8 × 10^14 codes, so a code cannot be guessed; the code is the Jam's link.
 */
export const JAM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const JAM_CODE_LENGTH = 10;
export const JAM_CODE_PATTERN = new RegExp(`^[${JAM_CODE_ALPHABET}]{${JAM_CODE_LENGTH}}$`);
/** How long a host may be disconnected (a closed tab, a lost network) before their "when I leave" choice applies. */
export const JAM_HOST_GRACE_MS = 30_000;
/** The shared queue's length, and how many tracks one request adds. */
export const JAM_QUEUE_MAX = 200;
export const JAM_ADD_MAX = 50;
/** "Previous" restarts the track when it is further in than this, as the player's own button does. */
export const JAM_RESTART_AFTER_MS = 3_000;
/** An `ended` report is believed only this close to the item's end by the Jam's own clock. */
export const JAM_ENDED_SLACK_MS = 2_000;
