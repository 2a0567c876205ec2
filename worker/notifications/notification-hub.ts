import { DurableObject } from 'cloudflare:workers';

export type LiveMessage =
  | { type: 'unread-count'; count: number }
  | { type: 'notification'; notification: Record<string, unknown>; count: number };

/**
 * One per user (DESIGN section 4): holds the user's open sockets through the
 * hibernation API and fans each new notification and unread count out to
 * every tab the user has open.
 */
export class NotificationHub extends DurableObject<Env> {
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.send(JSON.stringify({ type: 'unread-count', count: await this.unreadCount() } satisfies LiveMessage));
    return new Response(null, { status: 101, webSocket: client });
  }

  async unreadCount(): Promise<number> {
    return (await this.ctx.storage.get<number>('unread')) ?? 0;
  }

  /** Stores the new unread count and sends the notification to every open socket; returns how many got it. */
  async push(notification: Record<string, unknown>, unreadCount: number): Promise<number> {
    await this.ctx.storage.put('unread', unreadCount);
    return this.broadcast({ type: 'notification', notification, count: unreadCount });
  }

  async setUnreadCount(count: number): Promise<number> {
    await this.ctx.storage.put('unread', count);
    return this.broadcast({ type: 'unread-count', count });
  }

  private broadcast(message: LiveMessage): number {
    const payload = JSON.stringify(message);
    let delivered = 0;
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(payload);
        delivered++;
      } catch {
        // A socket closing mid-send is dropped; the client reconnects.
      }
    }
    return delivered;
  }

  async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer) {
    if (message === 'ping') socket.send('pong');
  }

  async webSocketClose(socket: WebSocket, code: number) {
    socket.close(code === 1005 ? 1000 : code, 'closing');
  }
}
