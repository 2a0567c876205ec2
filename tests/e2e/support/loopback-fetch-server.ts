import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A started loopback server: its base URL and how to close it. */
export type LoopbackServer = { url: string; stop: () => Promise<void> };

/**
 * Serves a fetch-style handler (a worker test's fake of a third party) on a
 * loopback port, for the local server and the browser under e2e. A handler
 * that throws drops the connection, as a network failure would.
 */
export async function serveFetchHandler(handle: (request: Request, url: URL) => Response | Promise<Response>): Promise<LoopbackServer> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const body = req.method === 'GET' || req.method === 'HEAD' || req.method === 'DELETE' ? undefined : await readBody(req);
    let response: Response;
    try {
      response = await handle(new Request(url, { method: req.method, headers: req.headers as Record<string, string>, body }), url);
    } catch {
      res.destroy();
      return;
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    res.writeHead(response.status, headers);
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}
