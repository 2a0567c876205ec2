import { connect } from 'node:net';

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
