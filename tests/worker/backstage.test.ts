import { describe } from 'vitest';

// The backstage domain.
// Each test file costs a workerd start and a fresh load of the app
// (tests/worker/setup.ts), so these suites share one file; each keeps its
// module, its fixtures and its hooks, scoped to a describe named after it.

describe('backstage-albums', async () => {
  await import('./backstage-albums.suite');
});

describe('backstage-artist-names', async () => {
  await import('./backstage-artist-names.suite');
});

describe('backstage-tracks', async () => {
  await import('./backstage-tracks.suite');
});

describe('backstage-requests', async () => {
  await import('./backstage-requests.suite');
});
