import type { TrackPayload } from '../../worker/music/music-types';
import { SEEK_STEP_SECONDS } from './player-constants';
import { currentTrack, getPlayerState, player, subscribePlayer } from './player-store';
import { getPlaybackTime, subscribePlaybackTime } from './playback-time';
import { getRemoteTransport, type RemoteTransport } from './remote-transport';

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
 * An action for the local player, or, while a Jam owns playback
 * (remote-transport.ts), for the Jam: nothing for a guest without control.
 */
const routed =
  (local: (details: MediaSessionActionDetails) => void, jam: (remote: RemoteTransport, details: MediaSessionActionDetails) => void): MediaSessionActionHandler =>
  (details) => {
    const remote = getRemoteTransport();
    if (!remote) local(details);
    else if (remote.canControl) jam(remote, details);
  };

const seekBy = (target: (details: MediaSessionActionDetails) => number | undefined) =>
  routed(
    (details) => {
      const seconds = target(details);
      if (seconds !== undefined) player.seek(seconds);
    },
    (jam, details) => {
      const seconds = target(details);
      if (seconds !== undefined) jam.seek(Math.max(0, seconds));
    },
  );

/**
 * Lock screen, notification and hardware media keys (Media Session API):
 * metadata of the current track, the play state, the position, and the
 * actions routed to the player store (or a Jam's transport). A no-op where the API is missing.
 */
export function startMediaSession(): () => void {
  if (!('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return () => {};
  const session = navigator.mediaSession;

  const actions: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', routed(() => player.play(), (jam) => !getPlayerState().isPlaying && jam.playPause())],
    ['pause', routed(() => player.pause(), (jam) => getPlayerState().isPlaying && jam.playPause())],
    ['previoustrack', routed(() => player.previous(getPlaybackTime().position), (jam) => jam.previous())],
    ['nexttrack', routed(() => player.next(), (jam) => jam.next())],
    ['seekto', seekBy((details) => details.seekTime)],
    ['seekbackward', seekBy((details) => getPlaybackTime().position - (details.seekOffset ?? SEEK_STEP_SECONDS))],
    ['seekforward', seekBy((details) => getPlaybackTime().position + (details.seekOffset ?? SEEK_STEP_SECONDS))],
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
