import WebSocket from 'ws';

/** One Chrome DevTools Protocol session: `call` sends a method and waits for its answer; events go to `on`. */
export async function inspect(url: string) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let lastId = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, (params: Record<string, unknown>) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; method?: string; params?: Record<string, unknown>; result?: unknown; error?: unknown };
    if (message.id !== undefined) {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(JSON.stringify(message.error)));
      else waiting?.resolve(message.result);
    } else if (message.method) listeners.get(message.method)?.(message.params ?? {});
  });
  socket.once('close', () => pending.forEach(({ reject }) => reject(new Error('the inspector closed the connection'))));
  return {
    call: <T>(method: string, params: object = {}) =>
      new Promise<T>((resolve, reject) => {
        const id = ++lastId;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        socket.send(JSON.stringify({ id, method, params }));
      }),
    on: (method: string, listener: (params: Record<string, unknown>) => void) => listeners.set(method, listener),
    close: () => socket.close(),
  };
}

/** The inspector address of the app's isolate (Miniflare names it `core:user:<worker name>`). */
export const appIsolateUrl = (port: number, worker: string) => `ws://127.0.0.1:${port}/core:user:${worker}`;
