import { cpSync, rmSync } from 'node:fs';
import { startLocalServer, type ChildServer, type ServeOptions } from '../../../scripts/local-server';

/** E2E_STATE_DIR keeps two checkouts' (or two engineers') e2e runs on one machine apart. */
export const E2E_STATE = process.env.E2E_STATE_DIR ?? 'tests/e2e/.state';
/** Migrated and seeded once by global-setup.ts, never served itself. */
export const SEEDED_STATE = `${E2E_STATE}/seeded`;

/**
 * A local server of this test file's own, on a fresh copy of the seeded
 * state: for tests that load, stop or kill the server, which must not touch
 * the server the other files share.
 */
export async function startOwnServer(name: string, options: Omit<ServeOptions, 'persistTo'> = {}): Promise<ChildServer & { persistTo: string }> {
  const persistTo = `${E2E_STATE}/${name}`;
  rmSync(persistTo, { recursive: true, force: true });
  cpSync(SEEDED_STATE, persistTo, { recursive: true });
  return { ...(await startLocalServer({ ...options, persistTo })), persistTo };
}
