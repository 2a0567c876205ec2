import type { SubsonicMethods } from '../subsonic-types';
import { starMethods } from './star-methods';
import { scrobbleMethods } from './scrobble-methods';
import { nowPlayingMethods } from './now-playing-methods';
import { starredMethods } from './starred-methods';
import { playlistMethods } from './playlist-methods';
import { playQueueMethods } from './play-queue-methods';
import { lyricsMethods } from './lyrics-methods';

/**
 * The state methods (docs/api/subsonic.md, "Methods" and "One library, two
 * doors"): the user's stars, ratings, plays, now playing, playlists, play
 * queue and lyrics, on the web app's own rows.
 */
export const stateMethods: SubsonicMethods = {
  ...starMethods,
  ...scrobbleMethods,
  ...nowPlayingMethods,
  ...starredMethods,
  ...playlistMethods,
  ...playQueueMethods,
  ...lyricsMethods,
};
