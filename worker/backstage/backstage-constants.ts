// Backstage publishing limits (docs/api/uploads.md, Backstage publishing). The
// contract fixes the waveform's range and length; the others are ours, and the
// client imports them so its forms refuse what the server would.

export const BACKSTAGE_NAME_MAX = 255;
export const BACKSTAGE_DESCRIPTION_MAX = 5000;
export const BACKSTAGE_LYRICS_MAX = 50_000;
/** Credited artists, genres and tags per track or album. */
export const BACKSTAGE_ARTISTS_MAX = 10;
export const BACKSTAGE_GENRES_MAX = 10;
export const BACKSTAGE_TAGS_MAX = 20;
/** Peaks in 0..1, at most this many. */
export const WAVEFORM_MAX_PEAKS = 1000;
/** What the browser computes (client/backstage/waveform.ts). */
export const WAVEFORM_PEAKS = 200;
export const ALBUM_TRACKS_MAX = 500;
/** 24 hours in milliseconds: longer is a typo, not a track. */
export const TRACK_DURATION_MAX = 24 * 60 * 60 * 1000;
/** GET backstage/albums answers at most this many of the user's albums, by name. */
export const OWN_ALBUMS_MAX = 500;

/** music.create publishes in backstage; admin.access does the same from the admin catalog pages (SPEC section 2: admin tracks/new, upload). */
export const PUBLISHERS = ['music.create', 'admin.access'];
/** GET backstage/tracks answers at most this many of the user's tracks, by name. */
export const OWN_TRACKS_MAX = 500;
