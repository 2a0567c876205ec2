import { describe } from 'vitest';

// The streaming domain.
// Each test file costs a workerd start and a fresh load of the app
// (tests/worker/setup.ts), so these suites share one file; each keeps its
// module, its fixtures and its hooks, scoped to a describe named after it.

describe('audio-loudness', async () => {
  await import('./audio-loudness.suite');
});

describe('audio-browser-loudness', async () => {
  await import('./audio-browser-loudness.suite');
});

describe('streaming-download', async () => {
  await import('./streaming-download.suite');
});

describe('streaming-plays', async () => {
  await import('./streaming-plays.suite');
});

describe('streaming-queued-plays', async () => {
  await import('./streaming-queued-plays.suite');
});

describe('streaming-stream', async () => {
  await import('./streaming-stream.suite');
});
