import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type WorkerBundle = { rawBytes: number; gzipBytes: number; files: { file: string; rawBytes: number; gzipBytes: number }[] };

/**
 * The worker bundle `npm run build` writes to dist/worker (what `wrangler
 * deploy` uploads): every .js file in it (source maps aside), raw and
 * gzipped with zlib's default level, as the first-route JavaScript is.
 */
export function workerBundle(dir: string): WorkerBundle {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.m?js$/.test(file))
    .sort()
    .map((file) => {
      const bytes = readFileSync(join(dir, file));
      return { file, rawBytes: bytes.length, gzipBytes: gzipSync(bytes).length };
    });
  const sum = (key: 'rawBytes' | 'gzipBytes') => files.reduce((total, f) => total + f[key], 0);
  return { rawBytes: sum('rawBytes'), gzipBytes: sum('gzipBytes'), files };
}
