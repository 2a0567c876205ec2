import type { PlayerBarProps } from '../layout/player-types';
import { getPlaybackTime, usePlaybackTime } from './playback-time';
import { currentTrack, player, usePlayer } from './player-store';
import { useRemoteTransport } from './remote-transport';

const previous = () => player.previous(getPlaybackTime().position);
const next = () => player.next();

/**
 * What PlaybackControls shows and reports, from the player store: the player bar and the now-playing screen pass it on.
 * In a Jam the transport goes to the Jam (remote-transport.ts): disabled for a guest without control, and no
 * shuffle or repeat (the Jam's queue is shared).
 */
export function usePlaybackControls() {
  const isPlaying = usePlayer((s) => s.isPlaying);
  const shuffle = usePlayer((s) => s.shuffle);
  const repeat = usePlayer((s) => s.repeat);
  const remote = useRemoteTransport();
  if (remote) {
    const control = remote.canControl;
    return {
      isPlaying,
      shuffle: false,
      repeat: 'off',
      onPlayPause: control ? remote.playPause : undefined,
      onPrevious: control ? remote.previous : undefined,
      onNext: control ? remote.next : undefined,
      onSeek: control ? remote.seek : undefined,
    } satisfies PlayerBarProps;
  }
  return {
    onSeek: player.seek,
    isPlaying,
    shuffle,
    repeat,
    onPlayPause: player.toggle,
    onPrevious: previous,
    onNext: next,
    onToggleShuffle: player.toggleShuffle,
    onCycleRepeat: player.cycleRepeat,
  } satisfies PlayerBarProps;
}

/** The playback clock in seconds, with the track's own length until the audio reports one. */
export function useTrackTime() {
  const track = usePlayer(currentTrack);
  const { position, duration } = usePlaybackTime();
  return { position, duration: duration || (track ? track.duration / 1000 : 0) };
}
