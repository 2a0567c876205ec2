import { connect, type Socket } from 'node:net';

export type RawAnswer = { status: number | null; head: string; closedBy: 'server' | 'client-timeout' | 'error' };

/**
 * One HTTP/1.1 request written by hand on a socket, for what fetch will not
 * send: chunked bodies of any size, a Content-Length that the body does not
 * honour. `body` yields the bytes after the head; `giveUpMs` is how long the
 * client waits for an answer before it closes the socket itself.
 */
export function rawRequest(port: number, head: string, body: () => AsyncGenerator<Uint8Array>, giveUpMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const finish = (closedBy: RawAnswer['closedBy']) => {
      clearTimeout(timer);
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received);
      resolve({ status: status ? Number(status[1]) : null, head: received.split('\r\n\r\n')[0], closedBy });
    };
    const timer = setTimeout(() => finish('client-timeout'), giveUpMs);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      // The head is all the tests read; a complete one is enough.
      if (received.includes('\r\n\r\n')) finish('server');
    });
    socket.on('close', () => finish('server'));
    socket.on('error', () => finish(received ? 'server' : 'error'));
    socket.write(head);
    void (async () => {
      for await (const chunk of body()) {
        if (socket.destroyed) return;
        if (!socket.write(chunk)) await new Promise((r) => socket.once('drain', r));
      }
    })().catch(() => undefined);
  });
}

/** `total` bytes of `byte` in chunked transfer encoding, `piece` bytes a chunk. */
export async function* chunkedBytes(total: number, piece = 64 * 1024, prefix = ''): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  if (prefix) yield encoder.encode(`${prefix.length.toString(16)}\r\n${prefix}\r\n`);
  for (let sent = 0; sent < total; sent += piece) {
    const size = Math.min(piece, total - sent);
    yield encoder.encode(`${size.toString(16)}\r\n`);
    yield new Uint8Array(size).fill(0x61);
    yield encoder.encode('\r\n');
  }
  yield encoder.encode('0\r\n\r\n');
}

export const headOf = (method: string, path: string, headers: Record<string, string>) =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`;

export type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** One request and its answer on a kept-alive connection. */
export type Exchange = {
  /** The answer, read in full (null when none came). */
  response: RawResponse | null;
  /** The socket error the client met while sending or reading (EPIPE, ECONNRESET), if any. */
  error: string | null;
  /** Whether the client sent the whole body (it stops early only after a `Connection: close` answer). */
  sentAll: boolean;
  /** Whether the server closed the connection (awaited only after a `Connection: close` answer). */
  closed: boolean;
};

/**
 * One kept-alive HTTP/1.1 connection, used as an independent client (undici
 * with pipelining 1) uses it: a request's head and its whole body go out,
 * then its answer is read in full, then the next request follows on the same
 * socket. The answer is read while the body is still going out, so an early
 * refusal is seen; after one that says `Connection: close` the client stops
 * sending and waits for the server to close. Nothing is timed but the
 * `giveUpMs` guard, which only turns a hang into a failure.
 */
export class KeptConnection {
  private readonly socket: Socket;
  private received = Buffer.alloc(0);
  private wake: () => void = () => {};
  private socketError: string | null = null;
  private ended = false;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      this.socketError ??= error.code ?? error.message;
      this.wake();
    });
    socket.on('close', () => {
      this.ended = true;
      this.wake();
    });
  }

  static open(port: number): Promise<KeptConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(new KeptConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** Whether the server has closed the connection (or it broke). */
  get isClosed() {
    return this.ended || this.socket.destroyed;
  }

  close() {
    this.socket.destroy();
  }

  async request(head: string, body: Uint8Array = new Uint8Array(0), giveUpMs = 30_000): Promise<Exchange> {
    const method = head.slice(0, head.indexOf(' '));
    let stopSending = false;
    let sentAll = false;
    const sending = (async () => {
      await this.write(Buffer.from(head, 'latin1'));
      for (let at = 0; at < body.byteLength && !stopSending && !this.isClosed; at += 64 * 1024) {
        await this.write(body.subarray(at, at + 64 * 1024));
      }
      sentAll = !this.isClosed && this.socketError === null && !stopSending;
    })();
    const guard = AbortSignal.timeout(giveUpMs);
    const response = await this.readResponse(method, guard);
    const closing = response?.headers.connection?.toLowerCase() === 'close';
    if (closing) stopSending = true;
    await sending;
    if (closing) await this.until(() => this.isClosed, guard);
    return { response, error: this.socketError, sentAll, closed: this.isClosed };
  }

  private write(bytes: Uint8Array): Promise<void> {
    if (this.isClosed || bytes.byteLength === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.socket.off('close', done);
        resolve();
      };
      this.socket.once('close', done);
      // The callback comes once the bytes are handed to the kernel (or with the error that stopped them).
      this.socket.write(bytes, () => done());
    });
  }

  private async until(ready: () => boolean, guard: AbortSignal): Promise<void> {
    while (!ready()) {
      if (guard.aborted) throw new Error('the server neither answered nor closed the connection in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Reads one answer (Content-Length, chunked, or up to the close), or null if the connection ends first. */
  private async readResponse(method: string, guard: AbortSignal): Promise<RawResponse | null> {
    let parsed: { response: RawResponse; length: number } | 'incomplete' = 'incomplete';
    await this.until(() => (parsed = parseResponse(this.received, method, this.isClosed)) !== 'incomplete' || this.isClosed, guard);
    if (parsed === 'incomplete') return null;
    const { response, length } = parsed as { response: RawResponse; length: number };
    this.received = this.received.subarray(length);
    return response;
  }
}

/** One answer at the start of `bytes`, with the number of bytes it took; 'incomplete' until all of it is there. */
function parseResponse(bytes: Buffer, method: string, ended: boolean): { response: RawResponse; length: number } | 'incomplete' {
  const headEnd = bytes.indexOf('\r\n\r\n');
  if (headEnd < 0) return 'incomplete';
  const [statusLine, ...lines] = bytes.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  const start = headEnd + 4;
  const answer = (end: number, body: Buffer) => ({ response: { status, headers, body: body.toString('utf8') }, length: end });
  if (method === 'HEAD' || status === 204 || status === 304 || (status >= 100 && status < 200)) return answer(start, Buffer.alloc(0));
  if (headers['transfer-encoding']?.toLowerCase().includes('chunked')) {
    const parts: Buffer[] = [];
    let at = start;
    for (;;) {
      const lineEnd = bytes.indexOf('\r\n', at);
      if (lineEnd < 0) return 'incomplete';
      const size = parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16);
      if (size === 0) {
        // The last chunk, then trailers (none expected) and an empty line.
        const end = bytes.indexOf('\r\n\r\n', lineEnd);
        return end < 0 ? 'incomplete' : answer(end + 4, Buffer.concat(parts));
      }
      if (bytes.length < lineEnd + 2 + size + 2) return 'incomplete';
      parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
  }
  if (headers['content-length'] !== undefined) {
    const end = start + Number(headers['content-length']);
    return bytes.length >= end ? answer(end, bytes.subarray(start, end)) : 'incomplete';
  }
  // Neither: the body runs to the close.
  return ended ? answer(bytes.length, bytes.subarray(start)) : 'incomplete';
}

/** `bytes` in chunked transfer encoding, `piece` bytes a chunk, as one buffer (for KeptConnection). */
export function chunkedBody(bytes: Uint8Array, piece = 64 * 1024): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.byteLength; at += piece) {
    const chunk = bytes.subarray(at, at + piece);
    parts.push(Buffer.from(`${chunk.byteLength.toString(16)}\r\n`), Buffer.from(chunk), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}
