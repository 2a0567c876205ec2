// The Jam's state and the pure changes commands make to it: the JamSession
// Durable Object stores it and orders the calls; everything here is a
// function of the state, the actor and the time, so it reads (and tests)
// without a socket.
import type { TrackPayload } from '../music/music-types';
import { JAM_ENDED_SLACK_MS, JAM_QUEUE_MAX, JAM_RESTART_AFTER_MS } from './jam-constants';
import type { JamCommand, JamPerson, JamPlayback, JamQueueItem, JamSettings, JamView } from './jam-types';

export type StoredListener = JamPerson & { joined_at: number };

export type StoredJam = {
  code: string;
  status: 'active' | 'ended';
  host_id: number;
  settings: JamSettings;
  listeners: StoredListener[];
  /** Listeners the host removed: they may not join again. */
  removed: number[];
  queue: JamQueueItem[];
  playback: Omit<JamPlayback, 'item_id'>;
  version: number;
  next_item_id: number;
};

export const DEFAULT_JAM_SETTINGS: JamSettings = { guests_can_control: false, on_host_leave: 'pass' };

/** A refusal of a command: the socket answers it as an `error` message, a route as this status. */
export class JamRefusal extends Error {
  constructor(
    readonly status: 403 | 404 | 409 | 422,
    message: string,
  ) {
    super(message);
  }
}

export const isMember = (jam: StoredJam, userId: number) => jam.listeners.some((l) => l.id === userId);
export const canControl = (jam: StoredJam, userId: number) => jam.host_id === userId || (jam.settings.guests_can_control && isMember(jam, userId));

export function newJam(input: {
  code: string;
  host: JamPerson;
  tracks: TrackPayload[];
  index: number;
  position_ms: number;
  playing: boolean;
  settings?: Partial<JamSettings>;
  now: number;
}): StoredJam {
  const queue = input.tracks.map((track, i) => ({ id: i + 1, track, added_by: input.host }));
  const index = queue.length ? Math.min(input.index, queue.length - 1) : -1;
  return {
    code: input.code,
    status: 'active',
    host_id: input.host.id,
    settings: { ...DEFAULT_JAM_SETTINGS, ...input.settings },
    listeners: [{ ...input.host, joined_at: input.now }],
    removed: [],
    queue,
    playback: { index, playing: input.playing && index >= 0, position_ms: index >= 0 ? input.position_ms : 0, at_server_ms: input.now },
    version: 1,
    next_item_id: queue.length + 1,
  };
}

/** Milliseconds into the current item at `now` by the Jam's clock (never past its end). */
export function positionAt(jam: StoredJam, now: number): number {
  const { playback } = jam;
  const elapsed = playback.playing ? Math.max(0, now - playback.at_server_ms) : 0;
  const duration = jam.queue[playback.index]?.track.duration ?? Infinity;
  return Math.min(duration, playback.position_ms + elapsed);
}

export function playbackOf(jam: StoredJam): JamPlayback {
  return { ...jam.playback, item_id: jam.queue[jam.playback.index]?.id ?? null };
}

export function viewOf(jam: StoredJam, online: Set<number>): JamView {
  return {
    code: jam.code,
    url: `/jam/${jam.code}`,
    status: jam.status,
    host_id: jam.host_id,
    settings: jam.settings,
    listeners: jam.listeners.map((l) => ({ ...l, online: online.has(l.id) })),
    queue: jam.queue,
    playback: playbackOf(jam),
    version: jam.version,
  };
}

const at = (jam: StoredJam, patch: Partial<StoredJam['playback']>, now: number): StoredJam['playback'] => ({
  ...jam.playback,
  position_ms: positionAt(jam, now),
  at_server_ms: now,
  ...patch,
});

/** Starts item `index` from its beginning (playing stays as it was, or plays with `play`). */
const startItem = (jam: StoredJam, index: number, now: number, play = jam.playback.playing) => ({ index, playing: play, position_ms: 0, at_server_ms: now });

/**
 * The playback a transport command leads to, or a refusal. `ended` is what
 * any member's player reports when the item ran out: believed only near
 * the item's end by the Jam's own clock, and only once (by item id), so
 * several listeners reporting it move the Jam on once. The next item starts
 * at the moment the last one ended, not when the report arrived.
 */
export function applyCommand(jam: StoredJam, userId: number, command: JamCommand, now: number): StoredJam['playback'] {
  const { playback, queue } = jam;
  const current = queue[playback.index];
  if (command.type === 'ended') {
    if (!current || current.id !== command.item_id || !playback.playing) throw new JamRefusal(409, 'That item is no longer playing.');
    const endsAt = playback.at_server_ms + (current.track.duration - playback.position_ms);
    if (now < endsAt - JAM_ENDED_SLACK_MS) throw new JamRefusal(409, 'That item has not ended yet.');
    const start = Math.min(now, endsAt);
    if (playback.index + 1 < queue.length) return { index: playback.index + 1, playing: true, position_ms: Math.max(0, now - start), at_server_ms: now };
    return { index: playback.index, playing: false, position_ms: 0, at_server_ms: now };
  }
  if (command.type === 'remove-item') throw new JamRefusal(422, 'Not a transport command.');
  if (!canControl(jam, userId)) throw new JamRefusal(403, 'Only the host controls playback in this Jam.');
  if (!current && command.type !== 'jump') throw new JamRefusal(409, 'The queue is empty.');
  switch (command.type) {
    case 'play':
      return playback.playing ? playback : at(jam, { playing: true }, now);
    case 'pause':
      return playback.playing ? at(jam, { playing: false }, now) : playback;
    case 'seek':
      return { ...playback, position_ms: Math.min(command.position_ms, current.track.duration), at_server_ms: now };
    case 'next':
      if (playback.index + 1 >= queue.length) throw new JamRefusal(409, 'This is the last item of the queue.');
      return startItem(jam, playback.index + 1, now);
    case 'previous':
      if (positionAt(jam, now) > JAM_RESTART_AFTER_MS || playback.index === 0) return { ...playback, position_ms: 0, at_server_ms: now };
      return startItem(jam, playback.index - 1, now);
    case 'jump': {
      const index = queue.findIndex((item) => item.id === command.item_id);
      if (index < 0) throw new JamRefusal(404, 'That item is not in the queue.');
      return startItem(jam, index, now, true);
    }
  }
}

/** Adds tracks at the end of the shared queue, each naming who added it; an empty Jam starts playing the first. */
export function addItems(jam: StoredJam, by: JamPerson, tracks: TrackPayload[], now: number): Pick<StoredJam, 'queue' | 'next_item_id' | 'playback'> {
  if (jam.queue.length + tracks.length > JAM_QUEUE_MAX) throw new JamRefusal(422, `The queue holds at most ${JAM_QUEUE_MAX} tracks.`);
  const added = tracks.map((track, i) => ({ id: jam.next_item_id + i, track, added_by: by }));
  const playback = jam.playback.index < 0 ? startItem(jam, jam.queue.length, now, true) : jam.playback;
  return { queue: [...jam.queue, ...added], next_item_id: jam.next_item_id + tracks.length, playback };
}

/** The host, or whoever added it, removes an item that is not playing. */
export function removeItem(jam: StoredJam, userId: number, itemId: number): Pick<StoredJam, 'queue' | 'playback'> {
  const at = jam.queue.findIndex((item) => item.id === itemId);
  if (at < 0) throw new JamRefusal(404, 'That item is not in the queue.');
  if (jam.host_id !== userId && jam.queue[at].added_by.id !== userId) throw new JamRefusal(403, 'Only the host or whoever added it removes an item.');
  if (at === jam.playback.index) throw new JamRefusal(409, 'The playing item cannot be removed; skip it first.');
  const queue = jam.queue.filter((item) => item.id !== itemId);
  return { queue, playback: at < jam.playback.index ? { ...jam.playback, index: jam.playback.index - 1 } : jam.playback };
}

/** Who takes over from a leaving host: `to` if they are a listener, else the longest present (online first). */
export function successorOf(jam: StoredJam, online: Set<number>, to?: number): StoredListener | null {
  const others = jam.listeners.filter((l) => l.id !== jam.host_id);
  if (to !== undefined) return others.find((l) => l.id === to) ?? null;
  const byTime = [...others].sort((a, b) => a.joined_at - b.joined_at);
  return byTime.find((l) => online.has(l.id)) ?? byTime[0] ?? null;
}
