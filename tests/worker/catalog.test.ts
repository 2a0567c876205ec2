import { describe } from 'vitest';

// The catalog domain.
// Each test file costs a workerd start and a fresh load of the app
// (tests/worker/setup.ts), so these suites share one file; each keeps its
// module, its fixtures and its hooks, scoped to a describe named after it.

describe('catalog-albums-tracks', async () => {
  await import('./catalog-albums-tracks.suite');
});

describe('catalog-artists', async () => {
  await import('./catalog-artists.suite');
});

describe('catalog-channels', async () => {
  await import('./catalog-channels.suite');
});

describe('compiled-batch', async () => {
  await import('./compiled-batch.suite');
});

describe('d1-limits', async () => {
  await import('./d1-limits.suite');
});

describe('catalog-genres-tags', async () => {
  await import('./catalog-genres-tags.suite');
});

describe('catalog-lyrics-parser', async () => {
  await import('./catalog-lyrics-parser.suite');
});

describe('catalog-permissions', async () => {
  await import('./catalog-permissions.suite');
});

describe('catalog-query-plans', async () => {
  await import('./catalog-query-plans.suite');
});

describe('catalog-round-trips', async () => {
  await import('./catalog-round-trips.suite');
});

describe('catalog-user-profile', async () => {
  await import('./catalog-user-profile.suite');
});
