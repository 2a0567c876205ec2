import { DurableObject } from 'cloudflare:workers';
import type { TrackPayload } from '../music/music-types';
import { JAM_HOST_GRACE_MS, JAM_MAX_LISTENERS } from './jam-constants';
import {
  addItems,
  applyCommand,
  isMember,
  JamRefusal,
  newJam,
  playbackOf,
  removeItem,
  successorOf,
  viewOf,
  type StoredJam,
} from './jam-state';
import {
  JAM_CLOSE,
  jamClientMessage,
  type HostLeaveChoice,
  type JamEndReason,
  type JamPerson,
  type JamPreview,
  type JamServerMessage,
  type JamSettings,
  type JamView,
} from './jam-types';

/** The signed-in user a socket belongs to (the socket route sets it after checking membership). */
export const JAM_USER_HEADER = 'X-Jam-User';
/** An ended Jam answers "ended" for a day, then forgets itself. */
const ENDED_KEPT_MS = 24 * 60 * 60 * 1000;

type Attachment = { userId: number };
export type JamResult<T> = { ok: true; value: T } | { ok: false; status: 403 | 404 | 409 | 422; message: string };

const refused = (error: unknown): JamResult<never> => {
  if (error instanceof JamRefusal) return { ok: false, status: error.status, message: error.message };
  throw error;
};
const GONE = new JamRefusal(404, 'This Jam has ended.');
const NOT_MEMBER = new JamRefusal(403, 'You are not in this Jam.');

/**
 * One per Jam (docs/decisions/032): the Jam's whole state (listeners, shared
 * queue, where playback is) in this object's storage, and every member's
 * socket through the hibernation API. Commands from sockets and routes run
 * one at a time in this object, so each sees the result of the last, and
 * every change is broadcast to every socket with a new version.
 */
export class JamSession extends DurableObject<Env> {
  private jam: StoredJam | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
    void this.ctx.blockConcurrencyWhile(async () => {
      this.jam = (await this.ctx.storage.get<StoredJam>('jam')) ?? null;
    });
  }

  // --- RPC from the routes (worker/jam/routes.ts) ---

  async create(input: Omit<Parameters<typeof newJam>[0], 'now'>): Promise<JamView | null> {
    if (this.jam) return null;
    await this.save(newJam({ ...input, now: Date.now() }));
    return this.view();
  }

  /** A member's full view; 403 for anyone else. */
  async read(userId: number): Promise<JamResult<JamView>> {
    return this.run(() => {
      this.member(userId);
      return this.view();
    });
  }

  /** What someone with the link sees before joining; 403 once the host removed them. */
  async preview(userId: number): Promise<JamResult<JamPreview>> {
    return this.run(() => {
      const jam = this.active();
      if (jam.removed.includes(userId)) throw NOT_MEMBER;
      const host = jam.listeners.find((l) => l.id === jam.host_id)!;
      const person = ({ id, name, image }: JamPerson) => ({ id, name, image });
      return {
        code: jam.code,
        host: person(host),
        listeners: jam.listeners.map(person),
        listener_count: jam.listeners.length,
        full: jam.listeners.length >= JAM_MAX_LISTENERS,
        now_playing: jam.queue[jam.playback.index]?.track ?? null,
      };
    });
  }

  async join(person: JamPerson): Promise<JamResult<JamView>> {
    return this.run(async () => {
      const jam = this.active();
      if (jam.removed.includes(person.id)) throw new JamRefusal(403, 'The host removed you from this Jam.');
      if (isMember(jam, person.id)) return this.view();
      if (jam.listeners.length >= JAM_MAX_LISTENERS) throw new JamRefusal(409, `This Jam is full: it has ${JAM_MAX_LISTENERS} listeners.`);
      await this.change({ listeners: [...jam.listeners, { ...person, joined_at: Date.now() }] });
      return this.view();
    });
  }

  /** A listener leaves; the host's leave ends the Jam or passes it on (`then`, else their setting). */
  async leave(userId: number, then?: HostLeaveChoice, to?: number): Promise<JamResult<null>> {
    return this.run(async () => {
      const jam = this.member(userId);
      if (jam.host_id === userId) await this.hostGone(then ?? jam.settings.on_host_leave, 'host-left', to);
      else await this.dropListener(userId, 'left');
      return null;
    });
  }

  async removeListener(hostId: number, userId: number): Promise<JamResult<null>> {
    return this.run(async () => {
      const jam = this.member(hostId);
      if (jam.host_id !== hostId) throw new JamRefusal(403, 'Only the host removes listeners.');
      if (userId === hostId) throw new JamRefusal(422, 'The host leaves rather than removing themselves.');
      if (!isMember(jam, userId)) throw new JamRefusal(404, 'They are not in this Jam.');
      await this.dropListener(userId, 'removed');
      return null;
    });
  }

  async updateSettings(userId: number, patch: Partial<JamSettings>): Promise<JamResult<JamView>> {
    return this.run(async () => {
      const jam = this.member(userId);
      if (jam.host_id !== userId) throw new JamRefusal(403, "Only the host changes the Jam's settings.");
      await this.change({ settings: { ...jam.settings, ...patch } });
      return this.view();
    });
  }

  async addTracks(by: JamPerson, tracks: TrackPayload[]): Promise<JamResult<JamView>> {
    return this.run(async () => {
      const jam = this.member(by.id);
      await this.change(addItems(jam, by, tracks, Date.now()));
      return this.view();
    });
  }

  /** Whether `userId` may open a socket: the route checks before it hands the request here. */
  async access(userId: number): Promise<JamResult<null>> {
    return this.run(() => {
      this.member(userId);
      return null;
    });
  }

  /** How many sockets are open (tests, the bench). */
  async connections(): Promise<number> {
    return this.ctx.getWebSockets().length;
  }

  // --- The socket ---

  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a WebSocket upgrade', { status: 426 });
    const userId = Number(request.headers.get(JAM_USER_HEADER));
    if (!this.jam || this.jam.status !== 'active') return new Response(GONE.message, { status: 404 });
    if (!isMember(this.jam, userId)) return new Response(NOT_MEMBER.message, { status: 403 });
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ userId } satisfies Attachment);
    const wasOnline = this.online().has(userId);
    if (userId === this.jam.host_id) await this.ctx.storage.deleteAlarm();
    // The joiner's snapshot first; the others learn who is listening now.
    this.send(server, { type: 'state', jam: this.view(), server_ms: Date.now() });
    if (!wasOnline) this.broadcastState(server);
    return new Response(null, { status: 101, webSocket: client });
  }

  async webSocketMessage(socket: WebSocket, raw: string | ArrayBuffer) {
    const userId = (socket.deserializeAttachment() as Attachment).userId;
    const now = Date.now();
    let message;
    try {
      message = jamClientMessage.parse(JSON.parse(typeof raw === 'string' ? raw : new TextDecoder().decode(raw)));
    } catch {
      return this.send(socket, { type: 'error', code: 'invalid', message: 'Not a Jam message.' });
    }
    // The clock answer comes first and touches nothing else: its round trip is what the client measures.
    if (message.type === 'ping') return this.send(socket, { type: 'pong', id: message.id, client_ms: message.client_ms, server_ms: now });
    const jam = this.jam;
    if (!jam || jam.status !== 'active' || !isMember(jam, userId)) return socket.close(JAM_CLOSE.notMember, 'Not in this Jam');
    try {
      if (message.type === 'remove-item') {
        await this.change(removeItem(jam, userId, message.item_id));
      } else {
        await this.change({ playback: applyCommand(jam, userId, message, now) }, 'playback');
      }
    } catch (error) {
      if (!(error instanceof JamRefusal)) throw error;
      this.send(socket, { type: 'error', code: error.status === 403 ? 'forbidden' : 'invalid', message: error.message });
    }
  }

  async webSocketClose(socket: WebSocket, code: number) {
    socket.close(code === 1005 ? 1000 : code, 'closing');
    await this.socketGone(socket);
  }

  async webSocketError(socket: WebSocket) {
    await this.socketGone(socket);
  }

  /** The host's grace period ran out (or an ended Jam's day). */
  async alarm() {
    const jam = this.jam;
    if (!jam) return;
    if (jam.status === 'ended') {
      await this.ctx.storage.deleteAll();
      this.jam = null;
      return;
    }
    if (!this.online().has(jam.host_id)) await this.hostGone(jam.settings.on_host_leave, 'host-away');
  }

  // --- Inside ---

  private async run<T>(work: () => T | Promise<T>): Promise<JamResult<T>> {
    try {
      return { ok: true, value: await work() };
    } catch (error) {
      return refused(error);
    }
  }

  private active(): StoredJam {
    if (!this.jam || this.jam.status !== 'active') throw this.jam ? GONE : new JamRefusal(404, 'There is no such Jam.');
    return this.jam;
  }

  private member(userId: number): StoredJam {
    const jam = this.active();
    if (!isMember(jam, userId)) throw NOT_MEMBER;
    return jam;
  }

  private online(): Set<number> {
    const ids = new Set<number>();
    for (const socket of this.ctx.getWebSockets()) {
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) ids.add((socket.deserializeAttachment() as Attachment).userId);
    }
    return ids;
  }

  private view(): JamView {
    return viewOf(this.jam!, this.online());
  }

  private async save(jam: StoredJam) {
    this.jam = jam;
    await this.ctx.storage.put('jam', jam);
  }

  /** Stores a change with the next version and tells every socket: the whole state, or only where playback is. */
  private async change(patch: Partial<StoredJam>, kind: 'state' | 'playback' = 'state') {
    const jam = { ...this.jam!, ...patch, version: this.jam!.version + 1 };
    await this.save(jam);
    if (kind === 'playback') this.broadcast({ type: 'playback', playback: playbackOf(jam), version: jam.version, server_ms: Date.now() });
    else this.broadcastState();
  }

  private broadcastState(except?: WebSocket) {
    this.broadcast({ type: 'state', jam: this.view(), server_ms: Date.now() }, except);
  }

  private broadcast(message: JamServerMessage, except?: WebSocket) {
    const payload = JSON.stringify(message);
    for (const socket of this.ctx.getWebSockets()) {
      if (socket === except) continue;
      try {
        socket.send(payload);
      } catch {
        // A socket closing mid-send is dropped; its client reconnects and gets a snapshot.
      }
    }
  }

  private send(socket: WebSocket, message: JamServerMessage) {
    try {
      socket.send(JSON.stringify(message));
    } catch {
      // As above.
    }
  }

  private closeSocketsOf(userId: number | null, code: number, message: JamServerMessage) {
    for (const socket of this.ctx.getWebSockets()) {
      if (userId !== null && (socket.deserializeAttachment() as Attachment).userId !== userId) continue;
      this.send(socket, message);
      socket.close(code, message.type);
    }
  }

  private async dropListener(userId: number, how: 'left' | 'removed') {
    const jam = this.jam!;
    this.closeSocketsOf(userId, how === 'removed' ? JAM_CLOSE.removed : 1000, { type: 'removed' });
    await this.change({
      listeners: jam.listeners.filter((l) => l.id !== userId),
      removed: how === 'removed' ? [...jam.removed, userId] : jam.removed,
    });
  }

  /** The host left (or stayed away past the grace period): the Jam ends, or passes to another listener; with none left it ends. */
  private async hostGone(choice: HostLeaveChoice, reason: JamEndReason, to?: number) {
    const jam = this.jam!;
    const hostId = jam.host_id;
    const successor = choice === 'pass' ? successorOf(jam, this.online(), to) : null;
    if (choice === 'pass' && to !== undefined && !successor) throw new JamRefusal(422, 'They are not in this Jam.');
    if (!successor) {
      await this.save({ ...jam, status: 'ended', version: jam.version + 1 });
      this.closeSocketsOf(null, JAM_CLOSE.ended, { type: 'ended', reason: reason === 'host-left' ? 'host-ended' : reason });
      await this.ctx.storage.setAlarm(Date.now() + ENDED_KEPT_MS);
      return;
    }
    this.closeSocketsOf(hostId, 1000, { type: 'removed' });
    await this.change({ host_id: successor.id, listeners: jam.listeners.filter((l) => l.id !== hostId) });
    if (!this.online().has(successor.id)) await this.ctx.storage.setAlarm(Date.now() + JAM_HOST_GRACE_MS);
  }

  private async socketGone(socket: WebSocket) {
    const jam = this.jam;
    const attachment = socket.deserializeAttachment() as Attachment | null;
    if (!jam || jam.status !== 'active' || !attachment) return;
    const online = this.online();
    online.delete(attachment.userId);
    // Still open elsewhere (another tab): nothing changed for the others.
    if (this.ctx.getWebSockets().some((s) => s !== socket && s.readyState === WebSocket.OPEN && (s.deserializeAttachment() as Attachment).userId === attachment.userId)) return;
    if (attachment.userId === jam.host_id) await this.ctx.storage.setAlarm(Date.now() + JAM_HOST_GRACE_MS);
    this.broadcast({ type: 'state', jam: viewOf(jam, online), server_ms: Date.now() }, socket);
  }
}
