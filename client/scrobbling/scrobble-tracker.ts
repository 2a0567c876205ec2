import { useEffect } from 'react';
import { currentTrack, getPlayerState, subscribePlayer } from '../player/player-store';
import { getPlaybackTime, subscribePlaybackTime } from '../player/playback-time';
import { reachesScrobble } from './scrobble-rule';
import { flushScrobbles, sendScrobble } from './send-scrobble';

/** A position step larger than this is a seek, not listening: it does not count as heard. */
const MAX_STEP_SECONDS = 5;

type Listen = {
  /** The player store's listen counter (PlayerState.playId) and track: either changing starts a new listen. */
  playId: number;
  trackId: number;
  scrobbleId: string;
  /** When the listen started (ms), set once it is first heard playing. */
  startedAt: number | null;
  heard: number;
  lastPosition: number | null;
  sent: boolean;
};

let listen: Listen | null = null;
/** False once the server said the listener has no connection: the tracker stops asking until one is made (resumeScrobbling). */
let enabled = true;

export const resumeScrobbling = () => {
  enabled = true;
};

/**
 * Watches the player through its store and playback clock (never its
 * internals) and counts the seconds actually heard of each listen: playing
 * forward in small steps, not pauses or seeks. Once a listen reaches the
 * rule (scrobble-rule.ts) it is sent once, with its start time, by
 * POST tracks/{id}/scrobble. Offline, the play the player queued (client/offline/play-queue.ts)
 * is marked heard instead, and the server scrobbles it when it is sent;
 * failing that the scrobble waits in send-scrobble.ts.
 */
function observe(): void {
  const state = getPlayerState();
  const track = currentTrack(state);
  if (!track) {
    listen = null;
    return;
  }
  if (!listen || listen.playId !== state.playId || listen.trackId !== track.id) {
    listen = { playId: state.playId, trackId: track.id, scrobbleId: crypto.randomUUID(), startedAt: null, heard: 0, lastPosition: null, sent: false };
  }
  if (!state.isPlaying) {
    listen.lastPosition = null;
    return;
  }
  const { position, duration } = getPlaybackTime();
  listen.startedAt ??= Date.now() - position * 1000;
  if (listen.lastPosition !== null) {
    const step = position - listen.lastPosition;
    if (step > 0 && step <= MAX_STEP_SECONDS) listen.heard += step;
  }
  listen.lastPosition = position;
  const length = duration || track.duration / 1000;
  if (listen.sent || !enabled || !reachesScrobble(length, listen.heard)) return;
  listen.sent = true;
  void report(listen);
}

async function report({ trackId, scrobbleId, startedAt, heard }: Listen): Promise<void> {
  const started = startedAt ?? Date.now();
  if (!navigator.onLine) {
    const { notePlayedSeconds } = await import('../offline/play-queue');
    if (notePlayedSeconds(trackId, started, heard)) return;
  }
  const connections = await sendScrobble({ track_id: trackId, scrobble_id: scrobbleId, started_at: new Date(started).toISOString(), played_seconds: Math.floor(heard) });
  if (connections === 0) enabled = false;
}

/** Starts the tracker; returns its stop. */
export function startScrobbleTracker(): () => void {
  const stopPlayer = subscribePlayer(observe);
  const stopClock = subscribePlaybackTime(observe);
  const online = () => void flushScrobbles();
  window.addEventListener('online', online);
  if (navigator.onLine) void flushScrobbles();
  return () => {
    stopPlayer();
    stopClock();
    window.removeEventListener('online', online);
    listen = null;
  };
}

/** The one line the player shell mounts (client/routes/_player.tsx): scrobbling for a signed-in listener. */
export function useScrobbleTracker(signedIn: boolean): void {
  useEffect(() => (signedIn ? startScrobbleTracker() : undefined), [signedIn]);
}
