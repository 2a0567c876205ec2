import { currentTrack, getPlayerState, player, usePlayer, type PlayerState, type QueueContext } from './player-store';
import { getPlaybackTime } from './playback-time';

/**
 * Whether the player holds what `context` names: for a track, that track is
 * the current one (from whatever list it was started); for anything else
 * (album, artist, playlist, channel, radio, library list, ...), the queue was
 * started from it.
 */
export function holdsContext(s: PlayerState, context: QueueContext): boolean {
  if (s.index < 0) return false;
  if (context.type === 'track') return currentTrack(s)?.id === context.id;
  // Ids may come back as strings from the saved queue.
  return s.context?.type === context.type && String(s.context.id) === String(context.id);
}

/** The queue played to its end (its last track finished, nothing repeats): resuming would replay one track. */
function queueFinished(s: PlayerState): boolean {
  const { position, duration } = getPlaybackTime();
  return !s.isPlaying && s.repeat === 'off' && s.index === s.queue.length - 1 && duration > 0 && position >= duration - 0.25;
}

/**
 * What every play button does: pause its context while it plays, resume it
 * where it was while it is paused, else `start` it (also after its queue ran out).
 */
export function togglePlayback(context: QueueContext, start: () => unknown): void {
  const s = getPlayerState();
  if (!holdsContext(s, context) || queueFinished(s)) {
    void start();
    return;
  }
  player.toggle();
}

/**
 * The one place a play button learns whether it is the one playing:
 * `current` while the player holds its context (playing or paused),
 * `playing` while that context is audible; `toggle` as above.
 */
export function usePlayToggle(context: QueueContext, start: () => unknown) {
  const current = usePlayer((s) => holdsContext(s, context));
  const playing = usePlayer((s) => s.isPlaying && holdsContext(s, context));
  return { current, playing, toggle: () => togglePlayback(context, start) };
}
