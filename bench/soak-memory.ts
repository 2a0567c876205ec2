// What the soak's server holds in memory (issue 25 part 4): the resident
// memory of its processes (the Node process that hosts Miniflare, and
// workerd), and a heap snapshot of the app's own isolate through workerd's
// V8 inspector, the figure the edge's 128 MB isolate limit applies to.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { appIsolateUrl, inspect } from './inspector';

const MiB = 1024 * 1024;

export type ServerMemory = { node: number; workerd: number; total: number };

const residentOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

const childrenOf = (pid: number): number[] =>
  readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
  );

/** Resident memory in MiB of the server process (`pid`, Node) and its children (workerd). Linux (/proc). */
export function serverMemory(pid: number): ServerMemory {
  const node = residentOf(pid) / MiB;
  const workerd = childrenOf(pid).reduce((sum, child) => sum + residentOf(child), 0) / MiB;
  return { node, workerd, total: node + workerd };
}

export type IsolateHeap = {
  /** The live objects of the snapshot (taken after a full collection), MiB. */
  liveMiB: number;
  /** The V8 heap's used and reserved size just before the snapshot, MiB. */
  usedMiB: number;
  reservedMiB: number;
  /** The largest object types by their total own size, MiB. */
  largest: { type: string; name: string; count: number; mib: number }[];
  path: string;
};

type Snapshot = { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[]; strings: string[] };

/**
 * A heap snapshot of the worker named `worker` (the app: `core:user:<name>`)
 * through the inspector on `port`, written to `path` (open it in Chrome's
 * DevTools, Memory tab), and summed by object type.
 */
export async function isolateHeap(port: number, worker: string, path: string): Promise<IsolateHeap> {
  const session = await inspect(appIsolateUrl(port, worker));
  try {
    const usage = await session.call<{ usedSize: number; totalSize: number }>('Runtime.getHeapUsage');
    const chunks: string[] = [];
    session.on('HeapProfiler.addHeapSnapshotChunk', (params) => chunks.push(String(params.chunk)));
    await session.call('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
    const text = chunks.join('');
    writeFileSync(path, text);
    const heap = JSON.parse(text) as Snapshot;
    const fields = heap.snapshot.meta.node_fields;
    const [types] = heap.snapshot.meta.node_types;
    const at = { type: fields.indexOf('type'), name: fields.indexOf('name'), size: fields.indexOf('self_size') };
    const byType = new Map<string, { type: string; name: string; count: number; bytes: number }>();
    let live = 0;
    for (let i = 0; i < heap.nodes.length; i += fields.length) {
      const size = heap.nodes[i + at.size];
      live += size;
      const type = types[heap.nodes[i + at.type]];
      // Objects by constructor; strings, code and arrays by their kind.
      const name = type === 'object' || type === 'closure' ? heap.strings[heap.nodes[i + at.name]] : '';
      const key = `${type}|${name}`;
      const entry = byType.get(key) ?? { type, name, count: 0, bytes: 0 };
      entry.count++;
      entry.bytes += size;
      byType.set(key, entry);
    }
    const largest = [...byType.values()]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 8)
      .map(({ type, name, count, bytes }) => ({ type, name, count, mib: bytes / MiB }));
    return { liveMiB: live / MiB, usedMiB: usage.usedSize / MiB, reservedMiB: usage.totalSize / MiB, largest, path };
  } finally {
    session.close();
  }
}
