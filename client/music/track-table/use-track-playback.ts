import type { TrackPayload } from '../../../worker/music/music-types';
import { player } from '../../player/player-store';
import { usePlayToggle } from '../../player/use-play-toggle';

/**
 * A track row's playback: `isCurrent` while the player holds its track (the
 * row is highlighted), `playing` while it is heard; `toggle` pauses, resumes
 * or starts it (`start` plays the row's list from it); `play` (a double
 * click) resumes or starts, never pauses.
 */
export function useTrackPlayback(track: TrackPayload, start: () => void) {
  const { current, playing, toggle } = usePlayToggle({ type: 'track', id: track.id, name: track.name }, start);
  return { isCurrent: current, playing, toggle, play: () => (current ? player.play() : start()) };
}
