import { describe } from 'vitest';

// The search domain.
// Each test file costs a workerd start and a fresh load of the app
// (tests/worker/setup.ts), so these suites share one file; each keeps its
// module, its fixtures and its hooks, scoped to a describe named after it.

describe('search-all', async () => {
  await import('./search-all.suite');
});

describe('search-query-plans', async () => {
  await import('./search-query-plans.suite');
});

describe('search-tabs', async () => {
  await import('./search-tabs.suite');
});

describe('search-relevance', async () => {
  await import('./search-relevance.suite');
});

describe('search-matching', async () => {
  await import('./search-matching.suite');
});

// Last: it makes hundreds of rows (and removes them after).
describe('search-prefixes', async () => {
  await import('./search-prefixes.suite');
});

// After it, as large: the whole answers built from the stored ids.
describe('search-answers', async () => {
  await import('./search-answers.suite');
});
