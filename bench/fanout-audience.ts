/** Issue 12's fan-out figures: who is seeded for them (bench/seed-catalog-followers.ts) and who signs in (bench/notification-fanout.ts). */

/** The artist whose release the follower fan-out measures; the admin manages it, so the admin publishes as it. */
export const FANOUT_ARTIST = 'Fanout Bench Artist';
export const FANOUT_FOLLOWERS = 10_000;

/** The role the announcements go to: held by the 200 listeners of `fanoutListener`. */
export const FANOUT_ROLE = 'bench-fanout';
export const FANOUT_READERS = 200;

/** The n-th of the 200 listeners with one socket each: bench listeners 800 to 999, clear of the signed-in routes' listener 0. */
export const fanoutListener = (n: number) => 800 + n;
/** The listener with 200 tabs open, and the listener who follows them, one round after another. */
export const TABS_READER = 799;
export const TABS_FOLLOWER = 798;
