import { describe } from 'vitest';

// The workspaces domain.
// Each test file costs a workerd start and a fresh load of the app
// (tests/worker/setup.ts), so these suites share one file; each keeps its
// module, its fixtures and its hooks, scoped to a describe named after it.

describe('workspaces-content', async () => {
  await import('./workspaces-content.suite');
});

describe('workspaces-hub', async () => {
  await import('./workspaces-hub.suite');
});

describe('workspaces-invites', async () => {
  await import('./workspaces-invites.suite');
});

describe('workspaces-members', async () => {
  await import('./workspaces-members.suite');
});

describe('workspaces-routes', async () => {
  await import('./workspaces-routes.suite');
});
