import { describe } from 'vitest';

// The comments domain.
// Each test file costs a workerd start and a fresh load of the app
// (tests/worker/setup.ts), so these suites share one file; each keeps its
// module, its fixtures and its hooks, scoped to a describe named after it.

describe('comments-create', async () => {
  await import('./comments-create.suite');
});

describe('comments-thread', async () => {
  await import('./comments-thread.suite');
});
