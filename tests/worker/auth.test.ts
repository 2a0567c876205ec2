import { describe } from 'vitest';

// The auth domain.
// Each test file costs a workerd start and a fresh load of the app
// (tests/worker/setup.ts), so these suites share one file; each keeps its
// module, its fixtures and its hooks, scoped to a describe named after it.

describe('auth-cleanup', async () => {
  await import('./auth-cleanup.suite');
});

describe('auth-login', async () => {
  await import('./auth-login.suite');
});

describe('auth-passwords', async () => {
  await import('./auth-passwords.suite');
});

describe('auth-register', async () => {
  await import('./auth-register.suite');
});

describe('auth-two-factor', async () => {
  await import('./auth-two-factor.suite');
});

describe('auth-snapshot', async () => {
  await import('./auth-snapshot.suite');
});
