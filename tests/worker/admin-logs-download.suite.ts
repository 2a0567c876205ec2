import { describe, expect, it } from 'vitest';
import { errorLogs } from '../../db/admin';
import { DOWNLOAD_LATEST } from '../../worker/logs/error-log-download';
import { adminHeaders, createUser, db, loginAs, request } from './support/http';

// SPEC section 7, GET api/v1/logs/error/download-latest: the latest errors
// as a JSON Lines file (docs/api/admin.md, "Logs").

const download = async (query = '', headers?: Record<string, string>) =>
  request(`/api/v1/logs/error/download-latest${query}`, { headers: headers ?? (await adminHeaders()) });

const linesOf = async (res: Response) =>
  (await res.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

describe('GET /api/v1/logs/error/download-latest', () => {
  it('is for logs.view: a guest gets 401, a listener 403', async () => {
    expect((await request('/api/v1/logs/error/download-latest')).status).toBe(401);
    const listener = await createUser();
    expect((await download('', (await loginAs(listener.id)).headers)).status).toBe(403);
  });

  it('answers an empty file while nothing was recorded', async () => {
    await db().delete(errorLogs);
    const res = await download();
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('sends the newest entries first as an attachment, one JSON object a line, stack included', async () => {
    await db().delete(errorLogs);
    const rows = Array.from({ length: DOWNLOAD_LATEST.default + 30 }, (_, i) => ({
      exception: 'RangeError',
      message: `error number ${i}`,
      stack: `RangeError: error number ${i}\n    at run (worker/x.ts:${i + 1}:1)`,
      method: 'GET',
      url: `https://music.test/api/v1/n/${i}`,
    }));
    for (let i = 0; i < rows.length; i += 10) await db().insert(errorLogs).values(rows.slice(i, i + 10));

    const res = await download();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="error-log-\d{4}-\d{2}-\d{2}\.jsonl"$/);
    const entries = await linesOf(res);
    expect(entries).toHaveLength(DOWNLOAD_LATEST.default);
    expect(entries[0]).toMatchObject({ exception: 'RangeError', message: `error number ${rows.length - 1}`, stack: expect.stringContaining('worker/x.ts'), status: 500 });
    expect(entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id)].sort((a, b) => b - a));

    expect(await linesOf(await download('?limit=3'))).toHaveLength(3);
    expect(await linesOf(await download(`?limit=${DOWNLOAD_LATEST.max}`))).toHaveLength(rows.length);
  });

  it('refuses a limit that is not 1 to 1000 with 422', async () => {
    for (const query of ['?limit=0', '?limit=1001', '?limit=ten', '?limit=-5']) {
      expect((await download(query)).status, query).toBe(422);
    }
  });
});
