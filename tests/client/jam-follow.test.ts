import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JamView } from '../../worker/jam/jam-types';
import type { TrackPayload } from '../../worker/music/music-types';
import { createFollower } from '../../client/jam/jam-follow';
import { registerEngineClock } from '../../client/player/engine/engine-clock';
import { getPlayerState, setPlayerState } from '../../client/player/player-store';

// The follower (client/jam/jam-follow.ts) against a fake engine clock: what
// it does to the player for a given drift. No audio: the engine is the
// clock it registers.

const track = (id: number): TrackPayload =>
  ({ model_type: 'track', id, name: `Track ${id}`, duration: 40_000, src: `/api/v1/tracks/${id}/stream`, artists: [] }) as unknown as TrackPayload;
const person = { id: 1, name: 'Host', image: null };

function jamAt(serverMs: number, playback: Partial<JamView['playback']> = {}, version = 1): JamView {
  return {
    code: 'ABCDEFGHJK',
    url: '/jam/ABCDEFGHJK',
    status: 'active',
    host_id: 1,
    settings: { guests_can_control: false, on_host_leave: 'pass' },
    listeners: [{ ...person, joined_at: 0, online: true }],
    queue: [1, 2].map((id) => ({ id, track: track(id), added_by: person })),
    playback: { index: 0, item_id: 1, playing: true, position_ms: 10_000, at_server_ms: serverMs, ...playback },
    version,
  };
}

let now = 0;
let position: number | null = null;
let rate = 1;
let exact = true;
let unregister: () => void;
const ended: number[] = [];

beforeEach(() => {
  now = 1_000_000;
  position = null;
  rate = 1;
  exact = true;
  ended.length = 0;
  unregister = registerEngineClock({ position: () => position, setRate: (r) => (rate = r), seekInfo: () => ({ exact, outputLag: 0.02 }) });
});
afterEach(() => unregister());

const follower = () => createFollower({ serverNow: () => now, ended: (id) => ended.push(id), monotonicNow: () => now });
const lastSeek = () => getPlayerState().seekRequest?.seconds;

describe('the Jam follower', () => {
  it('loads the Jam\'s item at its position by the server clock, and follows play and pause', () => {
    const f = follower();
    const jam = jamAt(now - 2_000);
    f.apply(jam);
    const s = getPlayerState();
    expect(s.queue.map((t) => t.id)).toEqual([1, 2]);
    expect(s.index).toBe(0);
    expect(s.isPlaying).toBe(true);
    expect(lastSeek()).toBe(12);
    const paused = jamAt(now, { playing: false, position_ms: 12_500 }, 2);
    f.apply(paused);
    expect(getPlayerState().isPlaying).toBe(false);
  });

  it('aligns a joiner by exact seeks (heard position plus the output lag), then corrects small drift by rate, large by a seek', () => {
    const f = follower();
    const jam = jamAt(now);
    f.apply(jam);
    const tick = (at: number) => {
      now = at;
      f.tick(jam);
    };
    // Still settling 300 ms after the load: nothing.
    position = 10.2;
    tick(now + 300);
    expect(lastSeek()).toBe(10);
    // 80 ms behind on a decoded buffer: an aligning seek to where the Jam is, plus the output lag.
    position = 10.92;
    tick(now + 700);
    expect(lastSeek()).toBeCloseTo(11 + 0.02, 5);
    // In step now: aligned, normal rate.
    position = 12.0;
    tick(now + 1_000);
    expect(rate).toBe(1);
    // A small drift later (30 ms ahead): slower, no seek.
    const before = lastSeek();
    position = 12.53;
    tick(now + 500);
    expect(rate).toBeCloseTo(0.97, 5);
    expect(lastSeek()).toBe(before);
    // Back within 10 ms: rate 1.
    position = 13.005;
    tick(now + 500);
    expect(rate).toBe(1);
    // 500 ms behind: a seek.
    position = 13.0;
    tick(now + 1_000);
    expect(lastSeek()).toBeCloseTo(14 + 0.02, 5);
  });

  it('reports the end of an item once, and waits for the Jam while the player moved on by itself', () => {
    const f = follower();
    const jam = jamAt(now, { position_ms: 39_000 });
    f.apply(jam);
    now += 1_200;
    f.tick(jam);
    f.tick(jam);
    expect(ended).toEqual([1]);
    // The engine moved to item 2 on its own: not pulled back to item 1 while the Jam catches up.
    setPlayerState((s) => ({ index: 1, playId: s.playId + 1 }));
    const playId = getPlayerState().playId;
    f.tick(jam);
    expect(getPlayerState()).toMatchObject({ index: 1, playId });
    // The Jam moved on: the same item, so nothing reloads.
    f.apply(jamAt(now, { index: 1, item_id: 2, position_ms: 200 }, 2));
    expect(getPlayerState()).toMatchObject({ index: 1 });
  });
});
