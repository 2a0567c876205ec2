// Playlist limits. docs/api/music.md, Playlists fixes the first three; the
// others are ours.

/** `name (1..100)`. */
export const PLAYLIST_NAME_MAX = 100;
/** `ids: number[] (1..50)` per add or remove call. */
export const PLAYLIST_TRACKS_PER_CALL = 50;
/** `GET playlists/{id}` returns the first 100 tracks; the rest page through `playlists/{id}/tracks`. */
export const PLAYLIST_PREVIEW_TRACKS = 100;
export const PLAYLIST_DESCRIPTION_MAX = 1000;
/** Keeps a reorder body (every track id) and its one UPDATE bounded. */
export const PLAYLIST_MAX_TRACKS = 10_000;
