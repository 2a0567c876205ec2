import { describe } from 'vitest';

// The uploads domain.
// Each test file costs a workerd start and a fresh load of the app
// (tests/worker/setup.ts), so these suites share one file; each keeps its
// module, its fixtures and its hooks, scoped to a describe named after it.

describe('uploads-embedded-tags', async () => {
  await import('./uploads-embedded-tags.suite');
});

describe('uploads-s3', async () => {
  await import('./uploads-s3.suite');
});

describe('uploads-tus', async () => {
  await import('./uploads-tus.suite');
});
