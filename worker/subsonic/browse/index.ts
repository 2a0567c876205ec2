import type { SubsonicMethods } from '../subsonic-types';
import { getAlbumList, getAlbumList2 } from './album-lists';
import { getArtists, getIndexes } from './artist-indexes';
import { getAlbumInfo, getAlbumInfo2, getArtistInfo, getArtistInfo2 } from './info-methods';
import { getAlbum, getArtist, getMusicDirectory, getSong } from './item-methods';
import { search2, search3 } from './search-methods';
import { getGenres, getRandomSongs, getSimilarSongs, getSimilarSongs2, getSongsByGenre, getTopSongs } from './song-lists';

/** The browse methods (docs/api/subsonic.md, "Methods"). */
export const browseMethods: SubsonicMethods = {
  getIndexes,
  getMusicDirectory,
  getArtists,
  getArtist,
  getAlbum,
  getSong,
  getAlbumList,
  getAlbumList2,
  getGenres,
  getRandomSongs,
  getSongsByGenre,
  search2,
  search3,
  getArtistInfo,
  getArtistInfo2,
  getAlbumInfo,
  getAlbumInfo2,
  getTopSongs,
  getSimilarSongs,
  getSimilarSongs2,
};
