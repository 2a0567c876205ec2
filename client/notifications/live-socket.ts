import type { LiveMessage } from '../../worker/notifications/notification-types';
import { reconnectDelay } from './live-backoff';

/** GET notifications/live: the user's NotificationHub, authenticated by the session cookie (same origin only). */
export function liveUrl(location: Location = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/v1/notifications/live`;
}

export type LiveHandlers = {
  message: (message: LiveMessage) => void;
  /** The socket is back after a drop: whatever was missed meanwhile must be read again. */
  reconnected: () => void;
};

/**
 * One tab's socket to its user's hub. After a drop it reconnects with
 * backoff (live-backoff.ts), at once when the browser comes back online.
 */
export class LiveSocket {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private dropped = false;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly handlers: LiveHandlers,
  ) {}

  start(): void {
    window.addEventListener('online', this.reconnectNow);
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    window.removeEventListener('online', this.reconnectNow);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close();
    }
  }

  private connect() {
    if (this.stopped) return;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      if (this.dropped) {
        this.dropped = false;
        this.handlers.reconnected();
      }
    };
    socket.onmessage = (event: MessageEvent) => {
      const message = parse(event.data);
      if (message) this.handlers.message(message);
    };
    socket.onclose = () => {
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      this.dropped = true;
      this.timer = setTimeout(() => this.connect(), reconnectDelay(this.attempt++));
    };
  }

  private reconnectNow = () => {
    if (this.socket || this.stopped) return;
    clearTimeout(this.timer);
    this.connect();
  };
}

function parse(data: unknown): LiveMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as LiveMessage;
    return message && typeof message.type === 'string' ? message : null;
  } catch {
    return null;
  }
}
