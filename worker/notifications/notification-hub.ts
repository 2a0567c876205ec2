import { DurableObject } from 'cloudflare:workers';
import { eq, sql } from 'drizzle-orm';
import { createDb } from '../db';
import { notificationPresence } from '../../db/notifications';
import type { LiveMessage } from './notification-types';
import { unreadCountMessage } from './live-push';

export type { LiveMessage };

/** Headers the live route sets when it hands a socket to the hub: the stored count at connect time. */
export const UNREAD_COUNT_HEADER = 'X-Unread-Count';
export const UNREAD_VERSION_HEADER = 'X-Unread-Version';
/** The signed-in user the socket belongs to (the live route sets it; the object keeps it on the socket). */
export const HUB_USER_HEADER = 'X-Hub-User';

type Attachment = { userId: number };

/**
 * One per user (DESIGN section 4): holds the user's open sockets through the
 * hibernation API and sends each new notification and unread count to every
 * tab the user has open. It keeps no state of its own: D1 holds the
 * notifications and counts, and every message carries the count's version,
 * so a tab keeps the newest whatever order messages arrive in. It records
 * in D1 (notification_presence) whether the user has tabs open, so fan-outs
 * wake only the hubs of readers who are online.
 */
export class NotificationHub extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Keep-alive pings are answered without waking the object from hibernation.
    this.ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const userId = Number(request.headers.get(HUB_USER_HEADER));
    if (!Number.isSafeInteger(userId) || userId <= 0) return new Response('Unknown user', { status: 400 });
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ userId } satisfies Attachment);
    const count = Number(request.headers.get(UNREAD_COUNT_HEADER)) || 0;
    const version = Number(request.headers.get(UNREAD_VERSION_HEADER)) || 0;
    server.send(JSON.stringify(unreadCountMessage({ unread: count, version })));
    await this.recordPresence(userId);
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * Sends `message` to every open socket; returns how many got it. A hub
   * asked to push with no socket open forgets its user's presence (`userId`),
   * which a restart may have left behind.
   */
  async push(message: LiveMessage, userId?: number): Promise<number> {
    if (userId !== undefined && this.ctx.getWebSockets().length === 0) {
      await this.recordPresence(userId);
      return 0;
    }
    const payload = JSON.stringify(message);
    let delivered = 0;
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(payload);
        delivered++;
      } catch {
        // A socket closing mid-send is dropped; its tab reconnects and resynchronises.
      }
    }
    return delivered;
  }

  /** How many tabs are connected. */
  async connections(): Promise<number> {
    return this.ctx.getWebSockets().length;
  }

  async webSocketClose(socket: WebSocket, code: number) {
    socket.close(code === 1005 ? 1000 : code, 'closing');
    await this.socketGone(socket);
  }

  async webSocketError(socket: WebSocket) {
    await this.socketGone(socket);
  }

  private async socketGone(socket: WebSocket) {
    const attachment = socket.deserializeAttachment() as Attachment | null;
    if (attachment) await this.recordPresence(attachment.userId, socket);
  }

  /** How many sockets the user has open now (`leaving` no longer counts): a row while any, none after the last. */
  private async recordPresence(userId: number, leaving?: WebSocket) {
    const open = this.ctx.getWebSockets().filter((socket) => socket !== leaving).length;
    const db = createDb(this.env.DB);
    if (open === 0) {
      await db.delete(notificationPresence).where(eq(notificationPresence.user_id, userId));
    } else {
      await db
        .insert(notificationPresence)
        .values({ user_id: userId, sockets: open })
        .onConflictDoUpdate({ target: notificationPresence.user_id, set: { sockets: open, updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` } });
    }
  }
}
