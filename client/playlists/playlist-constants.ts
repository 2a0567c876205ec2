// The limits of docs/api/music.md, Playlists (worker/playlists/playlist-constants.ts
// holds the server's copy; the client may import only types from the worker).

/** `name (1..100)`. */
export const PLAYLIST_NAME_MAX = 100;
export const PLAYLIST_DESCRIPTION_MAX = 1000;
/** `GET playlists/{id}/tracks` pages, at the API's largest page size. */
export const PLAYLIST_TRACKS_PAGE_SIZE = 50;
