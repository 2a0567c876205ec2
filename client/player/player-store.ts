import { useSyncExternalStore } from 'react';
import type { TrackPayload } from '../../worker/music/music-types';
import { CROSSFADE_MAX_SECONDS, DEFAULT_TARGET_LUFS, TARGET_LUFS_RANGE } from './player-constants';
import { getRemoteTransport } from './remote-transport';

export type RepeatMode = 'off' | 'all' | 'one';
/** Loudness normalization (docs/audio.md): none, each track to the target, or an album played in order as one piece. */
export type NormalizationMode = 'off' | 'track' | 'album';
/** What the queue was started from, for "Playing from" and radio. */
export type QueueContext = { type: 'album' | 'artist' | 'playlist' | 'track' | 'radio' | 'library' | 'search' | 'channel' | 'tag' | 'mix'; id: number | string; name?: string };

export type PlayerState = {
  queue: TrackPayload[];
  /** Index into `queue` of the current track, -1 when empty. */
  index: number;
  context: QueueContext | null;
  isPlaying: boolean;
  shuffle: boolean;
  repeat: RepeatMode;
  /** 0 to 100. */
  volume: number;
  muted: boolean;
  /** Bumped to ask the audio engine to seek; the engine owns the playback position. */
  seekRequest: { seconds: number; nonce: number } | null;
  /**
   * Bumped each time a queue position starts from its beginning (a new listen):
   * the engine reloads, the play is logged once. Pausing, seeking and queue
   * edits that keep the current track leave it alone.
   */
  playId: number;
  normalization: NormalizationMode;
  /** The loudness normalization brings music to, in LUFS. */
  targetLufs: number;
  /** Seconds two tracks overlap, fading one out and the next in; 0 is off. */
  crossfade: number;
};

const initial: PlayerState = {
  queue: [],
  index: -1,
  context: null,
  isPlaying: false,
  shuffle: false,
  repeat: 'off',
  volume: 70,
  muted: false,
  seekRequest: null,
  playId: 0,
  normalization: 'album',
  targetLufs: DEFAULT_TARGET_LUFS,
  crossfade: 0,
};

let state: PlayerState = initial;
const listeners = new Set<() => void>();

export const getPlayerState = () => state;

export function setPlayerState(patch: Partial<PlayerState> | ((s: PlayerState) => Partial<PlayerState>)) {
  state = { ...state, ...(typeof patch === 'function' ? patch(state) : patch) };
  listeners.forEach((l) => l());
}

export function subscribePlayer(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Subscribe to one slice of the player; re-renders only when it changes. */
export function usePlayer<T>(selector: (s: PlayerState) => T): T {
  return useSyncExternalStore(subscribePlayer, () => selector(state), () => selector(initial));
}

export const currentTrack = (s: PlayerState): TrackPayload | null => s.queue[s.index] ?? null;

/** What plays when the current track ends by itself (what the engine preloads). */
export function upcomingTrack(s: PlayerState): TrackPayload | null {
  if (s.index < 0) return null;
  if (s.repeat === 'one') return s.queue[s.index] ?? null;
  return s.queue[s.index + 1] ?? (s.repeat === 'all' ? (s.queue[0] ?? null) : null);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const playable = (tracks: TrackPayload[]) => tracks.filter((t) => t.src);
/** Fisher-Yates; the current track stays first. */
function shuffled<T>(items: T[], first: number): T[] {
  const rest = items.filter((_, i) => i !== first);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [rest[i], rest[j]] = [rest[j], rest[i]];
  }
  return first >= 0 && items[first] ? [items[first], ...rest] : rest;
}

/** Every intent a screen can express; the audio engine reacts to the state they produce. */
export const player = {
  /** Replace the queue and start playing `tracks[startIndex]`. */
  playTracks(tracks: TrackPayload[], startIndex = 0, context: QueueContext | null = null) {
    const start = tracks[startIndex];
    const list = playable(tracks);
    if (!list.length) return;
    let index = Math.max(0, start ? list.indexOf(start) : 0);
    let queue = list;
    if (state.shuffle) {
      queue = shuffled(list, index);
      index = 0;
    }
    setPlayerState({ queue, index, context, isPlaying: true, seekRequest: null, playId: state.playId + 1 });
  },
  playNext(tracks: TrackPayload[]) {
    const list = playable(tracks);
    if (!list.length) return;
    // In a Jam the shared queue takes it (at its end: the queue is everyone's).
    const remote = getRemoteTransport();
    if (remote?.addToQueue) return remote.addToQueue(list);
    if (state.index < 0) return player.playTracks(list);
    setPlayerState((s) => ({ queue: [...s.queue.slice(0, s.index + 1), ...list, ...s.queue.slice(s.index + 1)] }));
  },
  addToQueue(tracks: TrackPayload[]) {
    const list = playable(tracks);
    if (!list.length) return;
    const remote = getRemoteTransport();
    if (remote?.addToQueue) return remote.addToQueue(list);
    if (state.index < 0) return player.playTracks(list);
    setPlayerState((s) => ({ queue: [...s.queue, ...list] }));
  },
  play: () => state.index >= 0 && setPlayerState({ isPlaying: true }),
  pause: () => setPlayerState({ isPlaying: false }),
  toggle: () => (state.isPlaying ? player.pause() : player.play()),
  /** `auto` is true when the current track ended by itself (repeat one replays it). */
  next(auto = false) {
    const { index, queue, repeat } = state;
    if (index < 0) return;
    const playId = state.playId + 1;
    if (auto && repeat === 'one') return setPlayerState({ seekRequest: { seconds: 0, nonce: Date.now() }, isPlaying: true, playId });
    if (index + 1 < queue.length) return setPlayerState({ index: index + 1, isPlaying: true, seekRequest: null, playId });
    if (repeat !== 'off') return setPlayerState({ index: 0, isPlaying: true, seekRequest: null, playId });
    if (auto) setPlayerState({ isPlaying: false });
  },
  /** Restarts the track when more than `position` 3 s in, else goes back one. */
  previous(position = 0) {
    const { index, queue, repeat } = state;
    if (index < 0) return;
    if (position > 3 || (index === 0 && repeat === 'off')) return player.seek(0);
    setPlayerState({ index: index > 0 ? index - 1 : queue.length - 1, isPlaying: true, seekRequest: null, playId: state.playId + 1 });
  },
  jumpTo: (index: number) =>
    index >= 0 && index < state.queue.length && setPlayerState({ index, isPlaying: true, seekRequest: null, playId: state.playId + 1 }),
  seek: (seconds: number) => setPlayerState({ seekRequest: { seconds: Math.max(0, seconds), nonce: Date.now() + Math.random() } }),
  removeFromQueue(at: number) {
    setPlayerState((s) => {
      const queue = s.queue.filter((_, i) => i !== at);
      if (!queue.length) return { queue, index: -1, isPlaying: false };
      if (at < s.index) return { queue, index: s.index - 1 };
      if (at === s.index) return { queue, index: Math.min(s.index, queue.length - 1), seekRequest: null, playId: s.playId + 1 };
      return { queue };
    });
  },
  moveInQueue(from: number, to: number) {
    setPlayerState((s) => {
      const queue = [...s.queue];
      const [moved] = queue.splice(from, 1);
      if (!moved) return {};
      queue.splice(to, 0, moved);
      return { queue, index: queue.indexOf(s.queue[s.index]) };
    });
  },
  /** Clears everything after the current track ("Clear queue" keeps what is playing). */
  clearQueue: () => setPlayerState((s) => ({ queue: s.index >= 0 ? [s.queue[s.index]] : [], index: s.index >= 0 ? 0 : -1 })),
  setVolume: (volume: number) => setPlayerState({ volume: Math.min(100, Math.max(0, Math.round(volume))), muted: false }),
  toggleMute: () => setPlayerState((s) => ({ muted: !s.muted })),
  toggleShuffle() {
    setPlayerState((s) => {
      if (s.shuffle || s.index < 0) return { shuffle: !s.shuffle };
      return { shuffle: true, queue: shuffled(s.queue, s.index), index: 0 };
    });
  },
  setNormalization: (normalization: NormalizationMode) => setPlayerState({ normalization }),
  setTargetLufs: (lufs: number) => setPlayerState({ targetLufs: clamp(Math.round(lufs), TARGET_LUFS_RANGE.min, TARGET_LUFS_RANGE.max) }),
  setCrossfade: (seconds: number) => setPlayerState({ crossfade: clamp(Math.round(seconds), 0, CROSSFADE_MAX_SECONDS) }),
  cycleRepeat: () => setPlayerState((s) => ({ repeat: s.repeat === 'off' ? 'all' : s.repeat === 'all' ? 'one' : 'off' })),
};

/** Back to the empty player (logout, tests). */
export const resetPlayerState = () => setPlayerState(initial);
