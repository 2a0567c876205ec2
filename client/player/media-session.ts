import type { TrackPayload } from '../../worker/music/music-types';
import { SEEK_STEP_SECONDS } from './player-constants';
import { currentTrack, getPlayerState, player, subscribePlayer } from './player-store';
import { getPlaybackTime, subscribePlaybackTime } from './playback-time';

/** The OS position is extrapolated from the last report; re-report when it drifts this far. */
const POSITION_DRIFT_SECONDS = 1.5;

function metadataOf(track: TrackPayload): MediaMetadata {
  return new MediaMetadata({
    title: track.name,
    artist: track.artists.map((artist) => artist.name).join(', '),
    album: track.album?.name ?? '',
    artwork: track.image ? [{ src: track.image }] : [],
  });
}

/**
 * Lock screen, notification and hardware media keys (Media Session API):
 * metadata of the current track, the play state, the position, and the
 * actions routed to the player store. A no-op where the API is missing.
 */
export function startMediaSession(): () => void {
  if (!('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return () => {};
  const session = navigator.mediaSession;

  const actions: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => player.play()],
    ['pause', () => player.pause()],
    ['previoustrack', () => player.previous(getPlaybackTime().position)],
    ['nexttrack', () => player.next()],
    ['seekto', (details) => details.seekTime !== undefined && player.seek(details.seekTime)],
    ['seekbackward', (details) => player.seek(getPlaybackTime().position - (details.seekOffset ?? SEEK_STEP_SECONDS))],
    ['seekforward', (details) => player.seek(getPlaybackTime().position + (details.seekOffset ?? SEEK_STEP_SECONDS))],
  ];
  for (const [action, handler] of actions) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // This browser does not know the action.
    }
  }

  let track: TrackPayload | null = null;
  let reported = { position: -Infinity, at: 0, rate: 0, duration: 0 };

  const reportPosition = () => {
    const { position, duration } = getPlaybackTime();
    const rate = getPlayerState().isPlaying ? 1 : 0;
    const expected = reported.position + ((performance.now() - reported.at) / 1000) * reported.rate;
    const stale = rate !== reported.rate || duration !== reported.duration || Math.abs(expected - position) > POSITION_DRIFT_SECONDS;
    if (!stale || !(duration > 0) || position > duration) return;
    reported = { position, at: performance.now(), rate, duration };
    try {
      // playbackRate 0 is invalid; a paused session is told by playbackState.
      session.setPositionState?.({ duration, position, playbackRate: 1 });
    } catch {
      // Rejected values (e.g. a live stream's duration).
    }
  };

  const onPlayer = () => {
    const s = getPlayerState();
    const next = currentTrack(s);
    if (next !== track) {
      track = next;
      session.metadata = next ? metadataOf(next) : null;
    }
    session.playbackState = next ? (s.isPlaying ? 'playing' : 'paused') : 'none';
    reportPosition();
  };

  const unsubscribePlayer = subscribePlayer(onPlayer);
  const unsubscribeTime = subscribePlaybackTime(reportPosition);
  onPlayer();

  return () => {
    unsubscribePlayer();
    unsubscribeTime();
    for (const [action] of actions) {
      try {
        session.setActionHandler(action, null);
      } catch {
        // Unknown action.
      }
    }
    session.metadata = null;
    session.playbackState = 'none';
  };
}
