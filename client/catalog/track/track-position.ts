import { getPlaybackTime } from '../../player/playback-time';
import { currentTrack, getPlayerState } from '../../player/player-store';

/** Where the player is in `trackId`, in whole seconds, when it is the current track; else null ("at 1:23" comments). */
export function playbackPositionIn(trackId: number): number | null {
  return currentTrack(getPlayerState())?.id === trackId ? Math.floor(getPlaybackTime().position) : null;
}
