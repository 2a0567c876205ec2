import { describe } from 'vitest';

// The spa domain.
// Each test file costs a workerd start and a fresh load of the app
// (tests/worker/setup.ts), so these suites share one file; each keeps its
// module, its fixtures and its hooks, scoped to a describe named after it.

describe('spa', async () => {
  await import('./spa.suite');
});

describe('spa-catalog-seo', async () => {
  await import('./spa-catalog-seo.suite');
});

describe('spa-seo-templates', async () => {
  await import('./spa-seo-templates.suite');
});

describe('spa-appearance', async () => {
  await import('./spa-appearance.suite');
});

describe('spa-sitemap', async () => {
  await import('./spa-sitemap.suite');
});
