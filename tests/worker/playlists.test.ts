import { describe } from 'vitest';

// The playlists domain.
// Each test file costs a workerd start and a fresh load of the app
// (tests/worker/setup.ts), so these suites share one file; each keeps its
// module, its fixtures and its hooks, scoped to a describe named after it.

describe('playlists-crud', async () => {
  await import('./playlists-crud.suite');
});

describe('playlists-order', async () => {
  await import('./playlists-order.suite');
});

describe('playlists-tracks', async () => {
  await import('./playlists-tracks.suite');
});

describe('playlists-smart', async () => {
  await import('./playlists-smart.suite');
});

describe('playlists-smart-nsp', async () => {
  await import('./playlists-smart-nsp.suite');
});

describe('playlists-smart-plans', async () => {
  await import('./playlists-smart-plans.suite');
});
