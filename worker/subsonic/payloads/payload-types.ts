/*
 * The Subsonic answer objects the payload builders make, in their JSON form
 * (OpenSubsonic's schemas Child, AlbumID3, ArtistID3, Playlist; undefined
 * properties are left out of JSON and XML alike). Ids are strings
 * (worker/subsonic/subsonic-ids.ts), durations seconds, dates ISO date-times.
 */

/** The required fields of an ArtistID3, as `artists` / `albumArtists` list them. */
export type SubsonicArtistRef = { id: string; name: string };

export type SubsonicGenreRef = { name: string };

/** OpenSubsonic `Child` (a song). */
export type SubsonicChild = {
  id: string;
  /** The album's folder directory ("al-3"), or absent for a song without an album. */
  parent?: string;
  isDir: false;
  title: string;
  album?: string;
  artist?: string;
  track?: number;
  year?: number;
  genre?: string;
  coverArt?: string;
  size?: number;
  contentType: string;
  suffix: string;
  duration: number;
  bitRate?: number;
  path: string;
  playCount: number;
  created: string;
  starred?: string;
  albumId?: string;
  artistId?: string;
  type: 'music';
  mediaType: 'song';
  isVideo: false;
  userRating?: number;
  genres: SubsonicGenreRef[];
  artists: SubsonicArtistRef[];
  displayArtist: string;
  albumArtists: SubsonicArtistRef[];
  displayAlbumArtist: string;
  explicitStatus: 'explicit' | 'clean' | '';
  /** OpenSubsonic `ReplayGain` from our loudness (docs/audio.md); absent until the track is measured. */
  replayGain?: SubsonicReplayGain;
};

/** Gains in dB to ReplayGain 2.0's -18 LUFS, peaks as amplitude ratios; the album's only when it has a loudness. */
export type SubsonicReplayGain = { trackGain: number; trackPeak: number; albumGain?: number; albumPeak?: number };

/** OpenSubsonic `AlbumID3`; `song` only where the method lists the album's songs (getAlbum). */
export type SubsonicAlbum = {
  id: string;
  name: string;
  artist?: string;
  artistId?: string;
  coverArt?: string;
  songCount: number;
  duration: number;
  playCount: number;
  created: string;
  starred?: string;
  year?: number;
  genre?: string;
  userRating?: number;
  genres: SubsonicGenreRef[];
  artists: SubsonicArtistRef[];
  displayArtist: string;
  releaseTypes: string[];
  releaseDate?: { year: number; month?: number; day?: number };
  isCompilation: boolean;
  explicitStatus: 'explicit' | 'clean' | '';
  sortName: string;
  song?: SubsonicChild[];
};

/** OpenSubsonic `Child` for a directory: an album in the folder methods (getMusicDirectory, getAlbumList, search2). */
export type SubsonicDirectoryChild = {
  id: string;
  parent?: string;
  isDir: true;
  title: string;
  album?: string;
  artist?: string;
  year?: number;
  genre?: string;
  coverArt?: string;
  playCount?: number;
  created?: string;
  starred?: string;
  userRating?: number;
  albumId?: string;
  artistId?: string;
};

/** OpenSubsonic `ArtistID3`. */
export type SubsonicArtist = {
  id: string;
  name: string;
  coverArt?: string;
  artistImageUrl?: string;
  albumCount: number;
  starred?: string;
  userRating?: number;
  sortName: string;
};

/** OpenSubsonic `Playlist`; `entry` only where the method lists the songs (getPlaylist). */
export type SubsonicPlaylist = {
  id: string;
  name: string;
  comment?: string;
  owner: string;
  public: boolean;
  songCount: number;
  duration: number;
  created: string;
  changed: string;
  coverArt?: string;
  readonly: boolean;
  entry?: SubsonicChild[];
};
