// Keeps the local player on the Jam's timeline: the same queue and item,
// playing or paused with it, at its position by the server clock.
import type { JamView } from '../../worker/jam/jam-types';
import { exactPosition, seekInfo, setPlaybackRate } from '../player/engine/engine-clock';
import { currentTrack, getPlayerState, player, setPlayerState } from '../player/player-store';
import { driftAction, expectedPositionMs } from './jam-sync';

/** After a seek the engine needs a moment (an element seeks, a context resumes) before drift means anything; a buffer's seek is exact at once. */
const SETTLE_MS = 600;
const EXACT_SETTLE_MS = 150;
/**
 * Joining (a new item, or a jump the Jam made): until first in step, a
 * decoded buffer is aligned by exact seeks rather than minutes of rate
 * correction (issue 30: a joiner plays in sync within 2 s). At most a few,
 * then the rate takes over.
 */
const ALIGN_TOLERANCE_S = 0.02;
const ALIGN_SEEKS = 3;
/** A paused listener further than this from the Jam's paused position is moved there. */
const PAUSED_TOLERANCE_S = 0.05;
/** How close to an item's end the local player may move on by itself before the Jam does. */
const END_WINDOW_MS = 1_500;

export type Follower = {
  apply(jam: JamView): void;
  /** One correction step (the runtime calls it every SYNC_TICK_MS). */
  tick(jam: JamView): void;
  stop(): void;
};

export function createFollower({
  serverNow,
  ended,
  monotonicNow = () => performance.now(),
}: {
  serverNow: () => number;
  ended: (itemId: number) => void;
  /** The settle timer's clock (tests give their own). */
  monotonicNow?: () => number;
}): Follower {
  let followedItem: number | null = null;
  let settleUntil = 0;
  let alignSeeks = 0;
  let aligned = false;
  const reported = new Set<number>();

  /** Seeks so that the heard position is `seconds` (a buffer starts a little ahead of what is heard). */
  const seekTo = (seconds: number) => {
    const { exact, outputLag } = seekInfo();
    setPlaybackRate(1);
    player.seek(seconds + outputLag);
    settleUntil = monotonicNow() + (exact ? EXACT_SETTLE_MS : SETTLE_MS);
  };
  const realign = () => {
    aligned = false;
    alignSeeks = 0;
  };

  const apply = (jam: JamView) => {
    const item = jam.queue[jam.playback.index];
    const tracks = jam.queue.map((entry) => entry.track);
    if (!item) {
      followedItem = null;
      setPlayerState({ queue: tracks, index: -1, isPlaying: false });
      return;
    }
    const s = getPlayerState();
    const expected = expectedPositionMs(jam.playback, serverNow()) / 1000;
    // The host's own track, when the Jam starts from it, keeps playing rather than reloading.
    const same = currentTrack(s)?.src === item.track.src && (followedItem === item.id || followedItem === null);
    followedItem = item.id;
    const patch = { queue: tracks, index: jam.playback.index, isPlaying: jam.playback.playing, shuffle: false, repeat: 'off' as const };
    if (same) {
      setPlayerState(patch);
      tick(jam);
      return;
    }
    setPlaybackRate(1);
    realign();
    setPlayerState({ ...patch, playId: s.playId + 1, seekRequest: { seconds: expected, nonce: Date.now() + Math.random() } });
    settleUntil = monotonicNow() + SETTLE_MS;
  };

  function tick(jam: JamView) {
    const item = jam.queue[jam.playback.index];
    if (!item) return;
    const s = getPlayerState();
    const expectedMs = expectedPositionMs(jam.playback, serverNow());
    const nearEnd = jam.playback.playing && expectedMs >= item.track.duration - END_WINDOW_MS;
    // The item ran out by the Jam's clock: say so (once); the Jam moves everyone on.
    if (jam.playback.playing && expectedMs >= item.track.duration && !reported.has(item.id)) {
      reported.add(item.id);
      ended(item.id);
    }
    if (currentTrack(s)?.src !== item.track.src || s.index !== jam.playback.index || followedItem !== item.id) {
      // The local player moved on by itself at the end: the Jam follows in a moment.
      if (nearEnd && s.index === jam.playback.index + 1) return;
      apply(jam);
      return;
    }
    if (s.isPlaying !== jam.playback.playing) setPlayerState({ isPlaying: jam.playback.playing });
    if (expectedMs >= item.track.duration || monotonicNow() < settleUntil) return;
    const position = exactPosition();
    if (position === null) return;
    const drift = position - expectedMs / 1000;
    if (!jam.playback.playing) {
      setPlaybackRate(1);
      if (Math.abs(drift) > PAUSED_TOLERANCE_S) seekTo(expectedMs / 1000);
      return;
    }
    if (!aligned) {
      if (Math.abs(drift) <= ALIGN_TOLERANCE_S || alignSeeks >= ALIGN_SEEKS) aligned = true;
      else if (seekInfo().exact) {
        alignSeeks += 1;
        seekTo(expectedMs / 1000);
        return;
      }
    }
    const action = driftAction(drift);
    if (action.kind === 'seek') {
      realign();
      seekTo(expectedMs / 1000);
    } else setPlaybackRate(action.rate);
  }

  return {
    apply,
    tick,
    stop() {
      setPlaybackRate(1);
      followedItem = null;
    },
  };
}
