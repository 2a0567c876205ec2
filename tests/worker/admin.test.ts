import { describe } from 'vitest';

// The admin domain.
// Each test file costs a workerd start and a fresh load of the app
// (tests/worker/setup.ts), so these suites share one file; each keeps its
// module, its fixtures and its hooks, scoped to a describe named after it.

describe('admin-custom-pages', async () => {
  await import('./admin-custom-pages.suite');
});

describe('admin-files', async () => {
  await import('./admin-files.suite');
});

describe('admin-localizations', async () => {
  await import('./admin-localizations.suite');
});

describe('admin-logs', async () => {
  await import('./admin-logs.suite');
});

describe('admin-logs-download', async () => {
  await import('./admin-logs-download.suite');
});

describe('admin-roles', async () => {
  await import('./admin-roles.suite');
});

describe('admin-settings', async () => {
  await import('./admin-settings.suite');
});

describe('admin-settings-secrets', async () => {
  await import('./admin-settings-secrets.suite');
});

describe('appearance-save', async () => {
  await import('./appearance-save.suite');
});

describe('admin-tags', async () => {
  await import('./admin-tags.suite');
});

describe('admin-users', async () => {
  await import('./admin-users.suite');
});

describe('admin-catalog', async () => {
  await import('./admin-catalog.suite');
});

describe('admin-channels', async () => {
  await import('./admin-channels.suite');
});

describe('admin-moderation', async () => {
  await import('./admin-moderation.suite');
});

describe('catalog-deletion', async () => {
  await import('./catalog-deletion.suite');
});
