// The Subsonic answer builders (docs/api/subsonic.md, "Payloads"): songs,
// albums, artists and playlists as Child / AlbumID3 / ArtistID3 / Playlist,
// loaded for a list of ids in one batch, in the given order.
export * from './payload-types';
export { childrenOf, lastRowOf, loadSongs, songSelectSql, songsByIdsSql, toChild, type PayloadUser } from './song-payload';
export type { SelectParts } from './select-parts';
export { loadAlbums, albumSelectSql, albumsByIdsSql, toAlbum, albumAsDirectory } from './album-payload';
export { loadArtists, artistSelectSql, artistsByIdsSql, toArtist, absoluteImageUrl } from './artist-payload';
export { loadPlaylists, toPlaylist, type PlaylistViewer } from './playlist-payload';
export { IGNORED_ARTICLES, sortNameOf } from './payload-values';
