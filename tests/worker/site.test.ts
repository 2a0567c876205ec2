import { describe } from 'vitest';

// Site-wide settings, pages, bootstrap data, mail, media and the catalog seed.
// Each test file costs a workerd start and a fresh load of the app
// (tests/worker/setup.ts), so these suites share one file; each keeps its
// module, its fixtures and its hooks, scoped to a describe named after it.

describe('ads-settings', async () => {
  await import('./ads-settings.suite');
});

describe('api-docs', async () => {
  await import('./api-docs.suite');
});

describe('bootstrap', async () => {
  await import('./bootstrap.suite');
});

describe('bot-check', async () => {
  await import('./bot-check.suite');
});

describe('demo-catalog', async () => {
  await import('./demo-catalog.suite');
});

describe('file-entries-routes', async () => {
  await import('./file-entries-routes.suite');
});

describe('mail', async () => {
  await import('./mail.suite');
});

describe('media-images', async () => {
  await import('./media-images.suite');
});

describe('outgoing-email-log', async () => {
  await import('./outgoing-email-log.suite');
});

describe('pages-and-contact', async () => {
  await import('./pages-and-contact.suite');
});

describe('permissions', async () => {
  await import('./permissions.suite');
});

describe('settings', async () => {
  await import('./settings.suite');
});

describe('theme-contrast', async () => {
  await import('./theme-contrast.suite');
});
