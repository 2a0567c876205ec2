import { describe } from 'vitest';

// The radio domain.
// Each test file costs a workerd start and a fresh load of the app
// (tests/worker/setup.ts), so these suites share one file; each keeps its
// module, its fixtures and its hooks, scoped to a describe named after it.

describe('radio-query-plans', async () => {
  await import('./radio-query-plans.suite');
});

describe('radio-routes', async () => {
  await import('./radio-routes.suite');
});
