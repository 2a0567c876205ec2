import { z } from 'zod';
import type { TrackPayload } from '../../worker/music/music-types';
import { CROSSFADE_MAX_SECONDS, DEFAULT_TARGET_LUFS, PLAYER_STORAGE_KEY, POSITION_SAVE_INTERVAL_MS, STATE_SAVE_DEBOUNCE_MS, TARGET_LUFS_RANGE } from './player-constants';
import { getPlayerState, setPlayerState, subscribePlayer, type PlayerState, type QueueContext } from './player-store';
import { getPlaybackTime, setPlaybackTime } from './playback-time';
import { defaultVolume } from './player-defaults';

// Saved tracks keep every field they were queued with; only what the player
// relies on is checked, so a payload gaining a field does not void saved queues.
const savedTrack = z
  .looseObject({
    model_type: z.literal('track'),
    id: z.number(),
    name: z.string(),
    duration: z.number(),
    image: z.string().nullable(),
    album: z.looseObject({ id: z.number(), name: z.string() }).nullable(),
    artists: z.array(z.looseObject({ id: z.number(), name: z.string() })),
    src: z.string().nullable(),
  })
  .transform((track) => track as unknown as TrackPayload);

const savedContext = z.object({
  type: z.enum(['album', 'artist', 'playlist', 'track', 'radio', 'library', 'search', 'channel', 'tag', 'mix']),
  id: z.union([z.number(), z.string()]),
  name: z.string().optional(),
}) satisfies z.ZodType<QueueContext>;

const savedState = z.object({
  queue: z.array(savedTrack),
  index: z.number().int(),
  context: savedContext.nullable(),
  position: z.number().min(0),
  volume: z.number().min(0).max(100),
  muted: z.boolean(),
  shuffle: z.boolean(),
  repeat: z.enum(['off', 'all', 'one']),
  // Saved since issue 29; older saves fall back to the defaults.
  normalization: z.enum(['off', 'track', 'album']).default('album'),
  targetLufs: z.number().min(TARGET_LUFS_RANGE.min).max(TARGET_LUFS_RANGE.max).default(DEFAULT_TARGET_LUFS),
  crossfade: z.number().int().min(0).max(CROSSFADE_MAX_SECONDS).default(0),
});

export type SavedPlayerState = z.infer<typeof savedState>;

type Saved = Pick<PlayerState, 'queue' | 'index' | 'context' | 'volume' | 'muted' | 'shuffle' | 'repeat' | 'normalization' | 'targetLufs' | 'crossfade'>;
const SAVED_KEYS: (keyof Saved)[] = ['queue', 'index', 'context', 'volume', 'muted', 'shuffle', 'repeat', 'normalization', 'targetLufs', 'crossfade'];

/** Writes the queue, settings and position now; storage may be full or blocked, which only loses the save. */
export function savePlayerState(): void {
  const s = getPlayerState();
  const saved: SavedPlayerState = {
    queue: s.queue,
    index: s.index,
    context: s.context,
    position: s.index >= 0 ? Math.floor(getPlaybackTime().position) : 0,
    volume: s.volume,
    muted: s.muted,
    shuffle: s.shuffle,
    repeat: s.repeat,
    normalization: s.normalization,
    targetLufs: s.targetLufs,
    crossfade: s.crossfade,
  };
  try {
    localStorage.setItem(PLAYER_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Quota exceeded or storage disabled.
  }
}

function readSaved(): SavedPlayerState | null {
  try {
    const raw = localStorage.getItem(PLAYER_STORAGE_KEY);
    const parsed = raw ? savedState.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Puts back what the last visit left, paused at the saved position: browsers
 * forbid autoplay without a gesture, and pressing play continues from there.
 */
export function restorePlayerState(): void {
  const saved = readSaved();
  if (!saved) {
    // A first visit starts at the admin's default volume (settings subpage "Player").
    const volume = defaultVolume();
    if (volume !== null) setPlayerState({ volume });
    return;
  }
  const queue = saved.queue.filter((track) => track.src);
  const index = queue.length ? Math.min(Math.max(saved.index, 0), queue.length - 1) : -1;
  const track = queue[index];
  setPlayerState((s) => ({
    queue,
    index,
    context: saved.context,
    volume: saved.volume,
    muted: saved.muted,
    shuffle: saved.shuffle,
    repeat: saved.repeat,
    normalization: saved.normalization,
    targetLufs: saved.targetLufs,
    crossfade: saved.crossfade,
    isPlaying: false,
    playId: s.playId + 1,
    seekRequest: track && saved.position > 0 ? { seconds: saved.position, nonce: Date.now() } : null,
  }));
  setPlaybackTime({ position: track ? saved.position : 0, duration: track ? track.duration / 1000 : 0 });
}

/** Saves on every queue or settings change (debounced), every few seconds while playing, and when the page goes away. */
export function startPlayerPersistence(): () => void {
  let previous = getPlayerState();
  let debounce: ReturnType<typeof setTimeout> | undefined;

  const unsubscribe = subscribePlayer(() => {
    const s = getPlayerState();
    const changed = SAVED_KEYS.some((key) => s[key] !== previous[key]);
    // Pausing is when the position matters most.
    const paused = previous.isPlaying && !s.isPlaying;
    previous = s;
    if (!changed && !paused) return;
    clearTimeout(debounce);
    debounce = setTimeout(savePlayerState, STATE_SAVE_DEBOUNCE_MS);
  });
  const interval = setInterval(() => getPlayerState().isPlaying && savePlayerState(), POSITION_SAVE_INTERVAL_MS);
  const onHidden = () => document.visibilityState === 'hidden' && savePlayerState();
  window.addEventListener('pagehide', savePlayerState);
  document.addEventListener('visibilitychange', onHidden);

  return () => {
    unsubscribe();
    clearTimeout(debounce);
    clearInterval(interval);
    window.removeEventListener('pagehide', savePlayerState);
    document.removeEventListener('visibilitychange', onHidden);
  };
}
