import { describe } from 'vitest';

// The signed-in account: tokens, avatar, deletion, verification, export, passkeys, social sign-in, sessions, users, preferences.
// Each test file costs a workerd start and a fresh load of the app
// (tests/worker/setup.ts), so these suites share one file; each keeps its
// module, its fixtures and its hooks, scoped to a describe named after it.

describe('access-tokens', async () => {
  await import('./access-tokens.suite');
});

describe('avatar', async () => {
  await import('./avatar.suite');
});

describe('delete-account', async () => {
  await import('./delete-account.suite');
});

describe('email-verification', async () => {
  await import('./email-verification.suite');
});

describe('gdpr-export', async () => {
  await import('./gdpr-export.suite');
});

describe('passkeys', async () => {
  await import('./passkeys.suite');
});

describe('social', async () => {
  await import('./social.suite');
});

describe('user-sessions', async () => {
  await import('./user-sessions.suite');
});

describe('users', async () => {
  await import('./users.suite');
});

describe('user-preferences', async () => {
  await import('./user-preferences.suite');
});
