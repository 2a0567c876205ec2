import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** The local D1 database of a state folder: the Durable Object SQLite file that has the app's tables. */
function d1File(state: string): string {
  const dir = join(state, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.sqlite') && n !== 'metadata.sqlite')) {
    const db = new DatabaseSync(join(dir, name), { readOnly: true });
    const found = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'notifications'").get();
    db.close();
    if (found) return join(dir, name);
  }
  throw new Error(`no D1 database with a notifications table under ${dir}`);
}

/**
 * The bench state's D1 database, read-only, while the server runs: workerd
 * keeps it in WAL mode, so these reads never block its writes. For counting
 * what the queue has done, which no route shows.
 */
export const openStateD1 = (state: string) => new DatabaseSync(d1File(state), { readOnly: true });
