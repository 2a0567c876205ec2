import { describe } from 'vitest';

// OpenSubsonic (issue 28): the endpoint and its credentials, then the method
// groups. One file: each test file costs a workerd start (tests/worker/setup.ts).

describe('subsonic-ids', async () => {
  await import('./subsonic-ids.suite');
});

// Each part adds its describe block below: subsonic-endpoint, subsonic-browse, subsonic-state, subsonic-media.

describe('subsonic-endpoint', async () => {
  await import('./subsonic-endpoint.suite');
});

describe('subsonic-browse', async () => {
  await import('./subsonic-browse.suite');
});

describe('subsonic-state', async () => {
  await import('./subsonic-state.suite');
});

describe('subsonic-media', async () => {
  await import('./subsonic-media.suite');
});
