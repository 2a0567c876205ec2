// The Jam this tab is in: its socket (reconnecting with backoff, resuming
// from the snapshot it is greeted with), the clock offset from timing
// pings, and the follower that keeps the player on the Jam's timeline.
import type { JamCommand, JamServerMessage, JamView } from '../../worker/jam/jam-types';
import { wallNow } from '../player/engine/engine-clock';
import { setRemoteTransport } from '../player/remote-transport';
import { getBootstrap } from '../bootstrap/bootstrap-store';
import { reconnectDelay } from '../notifications/live-backoff';
import { addToJam, jamSocketUrl } from './jam-api';
import { toast } from '../ui/toast/toast-store';
import { trans } from '../i18n/trans';
import { JAM_CLOSE } from './jam-limits';
import { createFollower, type Follower } from './jam-follow';
import { getJamState, rememberJam, resetJamState, setJamState } from './jam-store';
import { clockOffset, PINGS_PER_ESTIMATE, RE_ESTIMATE_MS, type PingSample } from './jam-sync';

/** How often the player is checked against the Jam. */
const SYNC_TICK_MS = 250;

type Session = {
  code: string;
  socket: WebSocket | null;
  attempt: number;
  stopped: boolean;
  offsetMs: number;
  rttMs: number;
  pings: PingSample[];
  pending: Map<number, number>;
  nextPing: number;
  timers: ReturnType<typeof setTimeout>[];
  follower: Follower;
};

let session: Session | null = null;

const me = () => getBootstrap().user?.id ?? null;
const serverNow = () => wallNow() + (session?.offsetMs ?? 0);

export function sendJamCommand(command: JamCommand) {
  const socket = session?.socket;
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(command));
}

/** Joins this tab to the Jam `code` (already a member): connects, and the player follows it until leaveJamSession. */
export function startJamSession(code: string, jam?: JamView) {
  if (session?.code === code) return;
  stopJamSession();
  rememberJam(code);
  const follower = createFollower({ serverNow, ended: (itemId) => sendJamCommand({ type: 'ended', item_id: itemId }) });
  session = { code, socket: null, attempt: 0, stopped: false, offsetMs: 0, rttMs: Infinity, pings: [], pending: new Map(), nextPing: 1, timers: [], follower };
  setJamState({ code, jam: jam ?? null, status: 'connecting', endReason: null, error: null });
  const own = session;
  own.timers.push(
    setInterval(() => {
      const current = getJamState().jam;
      if (session === own && current && own.rttMs !== Infinity) own.follower.tick(current);
    }, SYNC_TICK_MS),
    setInterval(() => session === own && estimateClock(own), RE_ESTIMATE_MS),
  );
  connect(own);
}

/** Stops following (the player keeps what it has, paused at normal rate); the Jam itself is left through the API first. */
export function stopJamSession(final?: { status: 'ended' | 'removed'; reason?: JamServerMessage & { type: 'ended' } }) {
  const own = session;
  session = null;
  setRemoteTransport(null);
  rememberJam(null);
  if (!own) return;
  own.stopped = true;
  own.timers.forEach(clearInterval);
  own.follower.stop();
  if (own.socket) {
    own.socket.onclose = null;
    own.socket.close(1000);
  }
  if (final) {
    setJamState({ status: final.status, endReason: final.reason?.reason ?? null });
    toast(final.status === 'ended' ? trans('The Jam has ended.') : trans('You are no longer in the Jam.'));
  } else resetJamState();
}

function connect(own: Session) {
  if (own.stopped) return;
  const socket = new WebSocket(jamSocketUrl(own.code));
  own.socket = socket;
  socket.onopen = () => {
    own.attempt = 0;
    estimateClock(own);
  };
  socket.onmessage = (event: MessageEvent) => {
    const receivedMs = wallNow();
    let message: JamServerMessage;
    try {
      message = JSON.parse(String(event.data)) as JamServerMessage;
    } catch {
      return;
    }
    handle(own, message, receivedMs);
  };
  socket.onclose = (event: CloseEvent) => {
    if (own.socket !== socket || own.stopped) return;
    own.socket = null;
    if (event.code === JAM_CLOSE.ended || event.code === JAM_CLOSE.notMember) return stopJamSession({ status: 'ended' });
    if (event.code === JAM_CLOSE.removed) return stopJamSession({ status: 'removed' });
    setJamState({ status: 'reconnecting' });
    own.timers.push(setTimeout(() => connect(own), reconnectDelay(own.attempt++)));
  };
}

/** Several pings one after another; the fastest round trip gives the offset (jam-sync.ts). */
function estimateClock(own: Session) {
  own.pings = [];
  ping(own);
}

function ping(own: Session) {
  const id = own.nextPing++;
  const sentMs = wallNow();
  own.pending.set(id, sentMs);
  if (own.socket?.readyState === WebSocket.OPEN) own.socket.send(JSON.stringify({ type: 'ping', id, client_ms: sentMs }));
}

function handle(own: Session, message: JamServerMessage, receivedMs: number) {
  if (session !== own) return;
  switch (message.type) {
    case 'pong': {
      const sentMs = own.pending.get(message.id);
      own.pending.delete(message.id);
      if (sentMs === undefined) return;
      own.pings.push({ sentMs, serverMs: message.server_ms, receivedMs });
      const firstEstimate = own.rttMs === Infinity;
      if (own.pings.length < PINGS_PER_ESTIMATE) return ping(own);
      const estimate = clockOffset(own.pings)!;
      own.offsetMs = estimate.offsetMs;
      own.rttMs = estimate.rttMs;
      const jam = getJamState().jam;
      if (firstEstimate && jam) own.follower.apply(jam);
      return;
    }
    case 'state':
      return showJam(own, message.jam);
    case 'playback': {
      const jam = getJamState().jam;
      if (!jam || message.version <= jam.version) return;
      return showJam(own, { ...jam, playback: message.playback, version: message.version });
    }
    case 'ended':
      return stopJamSession({ status: 'ended', reason: message });
    case 'removed':
      return stopJamSession({ status: 'removed' });
    case 'error':
      setJamState({ error: message.message });
      return;
  }
}

function showJam(own: Session, jam: JamView) {
  const previous = getJamState().jam;
  if (previous && previous.code === jam.code && jam.version < previous.version) return;
  setJamState({ jam, status: 'live', error: null });
  const userId = me();
  const canControl = jam.host_id === userId || jam.settings.guests_can_control;
  setRemoteTransport({
    canControl,
    playPause: () => sendJamCommand({ type: getJamState().jam?.playback.playing ? 'pause' : 'play' }),
    next: () => sendJamCommand({ type: 'next' }),
    previous: () => sendJamCommand({ type: 'previous' }),
    seek: (seconds) => sendJamCommand({ type: 'seek', position_ms: Math.max(0, Math.round(seconds * 1000)) }),
    addToQueue: (tracks) =>
      void addToJam(own.code, tracks.map((track) => track.id))
        .then((updated) => session === own && showJam(own, updated))
        .catch((error: unknown) => toast.danger(error instanceof Error ? error.message : String(error))),
    queueNote: (index) => {
      const item = getJamState().jam?.queue[index];
      return item ? item.added_by.name : null;
    },
  });
  // The first clock estimate applies it (below); until then the offset is unknown.
  if (own.rttMs !== Infinity) own.follower.apply(jam);
}
