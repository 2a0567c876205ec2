import { describe } from 'vitest';

// The library domain.
// Each test file costs a workerd start and a fresh load of the app
// (tests/worker/setup.ts), so these suites share one file; each keeps its
// module, its fixtures and its hooks, scoped to a describe named after it.

describe('home', async () => {
  await import('./home.suite');
});

describe('library-follows', async () => {
  await import('./library-follows.suite');
});

describe('library-likes', async () => {
  await import('./library-likes.suite');
});

describe('library-lists', async () => {
  await import('./library-lists.suite');
});
