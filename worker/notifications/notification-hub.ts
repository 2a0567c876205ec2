import { DurableObject } from 'cloudflare:workers';
import type { LiveMessage } from './notification-types';

export type { LiveMessage };

/** Headers the live route sets when it hands a socket to the hub: the stored count at connect time. */
export const UNREAD_COUNT_HEADER = 'X-Unread-Count';
export const UNREAD_VERSION_HEADER = 'X-Unread-Version';

/**
 * One per user (DESIGN section 4): holds the user's open sockets through the
 * hibernation API and sends each new notification and unread count to every
 * tab the user has open. It keeps no state of its own: D1 holds the
 * notifications and counts, and every message carries the count's version,
 * so a tab keeps the newest whatever order messages arrive in.
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
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    const count = Number(request.headers.get(UNREAD_COUNT_HEADER)) || 0;
    const version = Number(request.headers.get(UNREAD_VERSION_HEADER)) || 0;
    server.send(JSON.stringify({ type: 'unread-count', count, version } satisfies LiveMessage));
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Sends `message` to every open socket; returns how many got it. */
  async push(message: LiveMessage): Promise<number> {
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
  }
}
