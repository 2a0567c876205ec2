import { describe } from 'vitest';

// The insights domain (issue 16: logging, rollups, reports).
// Each test file costs a workerd start and a fresh load of the app
// (tests/worker/setup.ts), so these suites share one file; each keeps its
// module, its fixtures and its hooks, scoped to a describe named after it.
// The rollup suite owns the raw rows of past days: the others log only today's.

describe('insights-hyperloglog', async () => {
  await import('./insights-hyperloglog.suite');
});

describe('insights-rollups', async () => {
  await import('./insights-rollups.suite');
});

describe('insights-page-views', async () => {
  await import('./insights-page-views.suite');
});

describe('insights-routes', async () => {
  await import('./insights-routes.suite');
});

describe('insights-months', async () => {
  await import('./insights-months.suite');
});

describe('insights-report-cache', async () => {
  await import('./insights-report-cache.suite');
});
