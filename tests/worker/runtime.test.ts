import { describe } from 'vitest';

// The runtime underneath the routes: schema, query planner stats, Durable Objects, jobs, caches, the HTTP contract, unread bodies.
// Each test file costs a workerd start and a fresh load of the app
// (tests/worker/setup.ts), so these suites share one file; each keeps its
// module, its fixtures and its hooks, scoped to a describe named after it.

describe('analyze-tables', async () => {
  await import('./analyze-tables.suite');
});

describe('durable-objects', async () => {
  await import('./durable-objects.suite');
});

describe('hostile-input', async () => {
  await import('./hostile-input.suite');
});

describe('http-contract', async () => {
  await import('./http-contract.suite');
});

describe('jobs', async () => {
  await import('./jobs.suite');
});

describe('memory-cache', async () => {
  await import('./memory-cache.suite');
});

describe('music-schema', async () => {
  await import('./music-schema.suite');
});

describe('unread-body', async () => {
  await import('./unread-body.suite');
});
