import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { analyzeTables } from '../../worker/jobs/analyze-tables';
import { db } from './support/http';

// Issue 13: the planner's statistics, refreshed by the cron once a day.
const statRows = async () => {
  const { results } = await env.DB.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'sqlite_stat1'").all<{ n: number }>();
  if (!results[0].n) return 0;
  return (await env.DB.prepare('SELECT count(*) AS n FROM sqlite_stat1').all<{ n: number }>()).results[0].n;
};

describe('the db:analyze cron task', () => {
  it('runs ANALYZE at the 03:00 UTC run only', async () => {
    expect(await analyzeTables(db(), env, new Date('2026-11-24T14:00:00Z'))).toMatch(/^Not due/);
    expect(await statRows()).toBe(0);
    expect(await analyzeTables(db(), env, new Date('2026-11-24T03:00:07Z'))).toBe('Refreshed the query planner statistics.');
    expect(await statRows()).toBeGreaterThan(10);
    expect(await analyzeTables(db(), env, new Date('2026-11-24T03:15:00Z'))).toMatch(/^Not due/);
  });
});
