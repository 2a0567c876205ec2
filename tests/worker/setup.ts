import { applyD1Migrations, env } from 'cloudflare:test';
import { afterEach, beforeEach, vi } from 'vitest';
import { drizzle } from 'drizzle-orm/d1';
import { seedIfEmpty } from '../../db/seed/seed';
import { forgetCatalogAnswers } from '../../worker/cache/memory-cache';

// Storage is isolated per test file: migrate and seed once for each file.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await seedIfEmpty(drizzle(env.DB));

// STYLE.md: an unexpected console.error fails the test that caused it.
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // Tests write rows directly; no test may see another's cached pages.
  forgetCatalogAnswers();
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length) throw new Error(`Unexpected console.error: ${calls.map((call: unknown[]) => call.join(' ')).join('\n')}`);
});
