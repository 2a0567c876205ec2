import { existsSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { migrateAndSeed } from '../../scripts/local-state';
import { startLocalServer } from '../../scripts/local-server';

const STATE_DIR = 'tests/e2e/.state';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** The built app under `wrangler dev`, on its own fresh local state, as a person would reach it. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/client/index.html')) execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  rmSync(STATE_DIR, { recursive: true, force: true });
  migrateAndSeed(STATE_DIR);
  const server = await startLocalServer({ persistTo: STATE_DIR });
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
