import { describe } from 'vitest';

// The notifications domain.
// Each test file costs a workerd start and a fresh load of the app
// (tests/worker/setup.ts), so these suites share one file; each keeps its
// module, its fixtures and its hooks, scoped to a describe named after it.

describe('notifications-events', async () => {
  await import('./notifications-events.suite');
});

describe('notifications-fanout', async () => {
  await import('./notifications-fanout.suite');
});

describe('notifications-routes', async () => {
  await import('./notifications-routes.suite');
});
