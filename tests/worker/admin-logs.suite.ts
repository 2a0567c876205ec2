import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scheduleLog } from '../../db/logs';
import { errorLogs } from '../../db/admin';
import { outgoingEmails } from '../../db/mail';
import { permissions, userPermissions } from '../../db/roles';
import { listQuerySchema, listStatement, type ListResource } from '../../worker/admin/list/list-resource';
import { scheduleLogList } from '../../worker/logs/schedule-log-list';
import { errorLogList } from '../../worker/logs/error-log-list';
import { outgoingEmailList } from '../../worker/logs/outgoing-email-list';
import { adminHeaders, createUser, db, loginAs, request } from './support/http';
import { planOf } from './support/query-plan';

// Issue 13, docs/api/admin.md "Logs": the schedule, error and outgoing email
// logs, each behind logs.view.

const get = async (path: string, headers?: Record<string, string>) => request(path, { headers: headers ?? (await adminHeaders()) });

async function page(path: string) {
  const res = await get(path);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json<any>()).pagination;
}

/** A listener who holds logs.view directly, and nothing else of the admin's. */
async function logViewer() {
  const user = await createUser();
  const [permission] = await db().select().from(permissions).where(eq(permissions.name, 'logs.view'));
  await db().insert(userPermissions).values({ user_id: user.id, permission_id: permission.id });
  return (await loginAs(user.id)).headers;
}

let n = 0;
const word = () => `zq${Date.now().toString(36)}w${++n}`;

async function expectLogsViewOnly(path: string) {
  expect((await request(path)).status).toBe(401);
  const listener = await createUser();
  expect((await get(path, (await loginAs(listener.id)).headers)).status).toBe(403);
  expect((await get(path, await logViewer())).status).not.toBe(403);
}

/**
 * No list scans its table; without a search, the index also gives the order
 * of the page's ids (the list helper's inner query reads its rows and stops;
 * the outer one only sorts that page). A search sorts only the rows it matched.
 */
async function expectNoScan(resource: ListResource, table: string, queries: Record<string, string>[]) {
  const schema = listQuerySchema(resource);
  for (const query of queries) {
    const plan = (await planOf(listStatement(db(), resource, schema.parse(query)))).join('\n');
    expect(plan, `${JSON.stringify(query)}\n${plan}`).not.toMatch(new RegExp(`SCAN ${table}(?!_)(?! USING)`));
    if (!query.query) expect(plan, `${JSON.stringify(query)}\n${plan}`).not.toMatch(/^\s+USE TEMP B-TREE FOR ORDER BY/m);
  }
}

describe('GET /api/v1/logs/schedule', () => {
  it('is for logs.view: a guest gets 401, a listener 403', () => expectLogsViewOnly('/api/v1/logs/schedule'));

  it('lists cron runs newest first with command, cron, status, duration and output, filtered by status', async () => {
    await db().insert(scheduleLog).values([
      { command: 'sessions:prune', cron: '*/15 * * * *', status: 'success', output: 'Removed 2 expired sessions.', duration_ms: 12, ran_at: '2031-01-01T00:00:00.000Z' },
      { command: 'auth:prune', cron: '*/15 * * * *', status: 'error', output: 'D1 went away', duration_ms: 40, ran_at: '2031-01-01T00:15:00.000Z' },
      { command: 'rate-limits:prune', cron: null, status: 'success', output: 'Removed 0 stale rate-limit windows.', duration_ms: 3, ran_at: '2031-01-01T00:30:00.000Z' },
    ]);
    const all = await page('/api/v1/logs/schedule?perPage=3');
    expect(all.data.map((r: any) => r.command)).toEqual(['rate-limits:prune', 'auth:prune', 'sessions:prune']);
    expect(all.data[1]).toEqual({
      id: expect.any(Number),
      command: 'auth:prune',
      cron: '*/15 * * * *',
      status: 'error',
      output: 'D1 went away',
      duration_ms: 40,
      ran_at: '2031-01-01T00:15:00.000Z',
    });
    const errors = await page('/api/v1/logs/schedule?status=error');
    expect(errors.data.map((r: any) => r.command)).toEqual(['auth:prune']);
    const oldest = await page('/api/v1/logs/schedule?orderBy=ran_at&orderDir=asc&perPage=100');
    expect(oldest.data.map((r: any) => r.ran_at)).toEqual([...oldest.data.map((r: any) => r.ran_at)].sort());
  });

  it('refuses unknown filters values and sorts with 422', async () => {
    for (const query of ['status=maybe', 'orderBy=command', 'orderBy=output', 'perPage=500', 'page=-1']) {
      expect((await get(`/api/v1/logs/schedule?${query}`)).status, query).toBe(422);
    }
  });

  it('reaches every sort and filter through an index', () =>
    expectNoScan(scheduleLogList, 'schedule_log', [{}, { status: 'error' }, { orderBy: 'ran_at', orderDir: 'asc' }, { status: 'success', orderBy: 'ran_at' }]));
});

describe('GET /api/v1/logs/error', () => {
  it('is for logs.view: a guest gets 401, a listener 403', () => expectLogsViewOnly('/api/v1/logs/error'));

  it('lists errors newest first with the user who met them, searched by message and filtered by exception', async () => {
    const user = await createUser();
    const w = word();
    await db().insert(errorLogs).values([
      { exception: 'TypeError', message: `Cannot read ${w} of undefined`, stack: 'TypeError: x\n    at a (worker/a.ts:1:1)', method: 'GET', url: 'https://music.test/api/v1/a', user_id: user.id, created_at: '2031-02-01T00:00:00.000Z' },
      { exception: 'RangeError', message: `Invalid ${w} length`, method: 'POST', url: 'https://music.test/api/v1/b', created_at: '2031-02-02T00:00:00.000Z' },
      { exception: 'TypeError', message: 'Something else entirely', method: 'GET', url: 'https://music.test/api/v1/c', created_at: '2031-02-03T00:00:00.000Z' },
    ]);
    const found = await page(`/api/v1/logs/error?query=${w}`);
    expect(found.data.map((r: any) => r.exception)).toEqual(['RangeError', 'TypeError']);
    expect(found.data[1]).toEqual({
      id: expect.any(Number),
      exception: 'TypeError',
      message: `Cannot read ${w} of undefined`,
      method: 'GET',
      url: 'https://music.test/api/v1/a',
      status: 500,
      user_id: user.id,
      user: { id: user.id, name: user.name },
      created_at: '2031-02-01T00:00:00.000Z',
    });
    expect(found.data[0].user).toBeNull();
    expect((await page(`/api/v1/logs/error?query=${w}&exception=TypeError`)).data.map((r: any) => r.message)).toEqual([`Cannot read ${w} of undefined`]);
    expect((await page(`/api/v1/logs/error?query=${w.slice(0, 6)}`)).total).toBeGreaterThanOrEqual(2);
    expect((await page('/api/v1/logs/error?query=%22%20OR%20*')).data).toEqual([]);
  });

  it('refuses bad filters and sorts with 422', async () => {
    for (const query of ['exception=', 'orderBy=message', 'orderDir=up', `exception=${'x'.repeat(201)}`, 'exception=Type%01Error']) {
      expect((await get(`/api/v1/logs/error?${query}`)).status, query).toBe(422);
    }
  });

  it('reaches every sort and filter through an index', () =>
    expectNoScan(errorLogList, 'error_logs', [{}, { exception: 'TypeError' }, { orderBy: 'created_at', orderDir: 'asc' }, { query: 'undefined' }]));
});

describe('GET /api/v1/logs/error/exceptions', () => {
  it('names each exception class recorded once, in order, for logs.view', async () => {
    await db().insert(errorLogs).values([
      { exception: 'ZzSyntaxError', message: 'a', method: 'GET', url: 'https://music.test/' },
      { exception: 'ZzSyntaxError', message: 'b', method: 'GET', url: 'https://music.test/' },
      { exception: 'AaError', message: 'c', method: 'GET', url: 'https://music.test/' },
    ]);
    const { exceptions } = await (await get('/api/v1/logs/error/exceptions')).json<any>();
    expect(exceptions).toEqual([...new Set(exceptions)].sort());
    expect(exceptions).toEqual(expect.arrayContaining(['AaError', 'ZzSyntaxError']));
    await expectLogsViewOnly('/api/v1/logs/error/exceptions');
  });
});

describe('GET /api/v1/logs/error/{id}', () => {
  it('answers one error with its request and its trace, vendor frames grouped', async () => {
    const user = await createUser();
    const stack = [
      'TypeError: boom',
      '    at loadTrack (file:///app/worker/catalog/tracks.ts:42:11)',
      '    at dispatch (file:///app/node_modules/hono/dist/compose.js:22:5)',
      '    at async next (file:///app/node_modules/hono/dist/hono-base.js:301:9)',
      '    at handle (file:///app/worker/app.ts:90:3)',
    ].join('\n');
    const [row] = await db()
      .insert(errorLogs)
      .values({ exception: 'TypeError', message: 'boom', stack, method: 'GET', url: 'https://music.test/api/v1/tracks/1', user_id: user.id, ip_address: '203.0.113.9', user_agent: 'Test/1.0' })
      .returning();
    const res = await get(`/api/v1/logs/error/${row.id}`);
    expect(res.status).toBe(200);
    const { entry } = await res.json<any>();
    expect(entry).toMatchObject({ id: row.id, exception: 'TypeError', message: 'boom', method: 'GET', ip_address: '203.0.113.9', user_agent: 'Test/1.0', user: { id: user.id, name: user.name } });
    expect(entry).toMatchObject({ ignitionTrace: true, totalVendorGroups: 1 });
    expect(entry.trace).toEqual([
      { method: 'loadTrack', path: ['app', 'worker', 'catalog', 'tracks.ts'], lineNumber: 42, flatIndex: 0 },
      {
        vendorGroup: true,
        items: [
          expect.objectContaining({ method: 'dispatch', flatIndex: 1 }),
          expect.objectContaining({ method: 'next', lineNumber: 301, flatIndex: 2 }),
        ],
      },
      expect.objectContaining({ method: 'handle', flatIndex: 3 }),
    ]);
    expect(entry).not.toHaveProperty('stack');
  });

  it('is 404 for an unknown id, 422 for one that is not an id, and for logs.view only', async () => {
    expect((await get('/api/v1/logs/error/99999999')).status).toBe(404);
    expect((await get('/api/v1/logs/error/abc')).status).toBe(422);
    await expectLogsViewOnly('/api/v1/logs/error/1');
  });
});

describe('GET /api/v1/logs/outgoing-email and /{id}', () => {
  it('lists messages without their bodies, searched by recipient prefix, and answers one with them', async () => {
    const to = `${word()}@example.com`;
    const [email] = await db()
      .insert(outgoingEmails)
      .values({ to_address: to, subject: 'Reset your password', body_text: 'Hello there', body_html: '<p>Hello there</p>', driver: 'local', status: 'sent' })
      .returning();
    const found = await page(`/api/v1/logs/outgoing-email?query=${to.slice(0, 10)}`);
    expect(found.data).toEqual([{ id: email.id, to_address: to, subject: 'Reset your password', driver: 'local', status: 'sent', error: null, created_at: email.created_at }]);
    expect((await page(`/api/v1/logs/outgoing-email?to=${to.toUpperCase()}`)).total).toBe(1);

    const res = await get(`/api/v1/logs/outgoing-email/${email.id}`);
    expect((await res.json<any>()).email).toMatchObject({ id: email.id, body_text: 'Hello there', body_html: '<p>Hello there</p>' });
    expect((await get('/api/v1/logs/outgoing-email/99999999')).status).toBe(404);
    expect((await get('/api/v1/logs/outgoing-email?orderBy=subject')).status).toBe(422);
    await expectLogsViewOnly(`/api/v1/logs/outgoing-email/${email.id}`);
  });

  it('reaches every sort and filter through an index', () =>
    expectNoScan(outgoingEmailList, 'outgoing_emails', [{}, { orderBy: 'created_at', orderDir: 'asc' }, { query: 'ada@' }]));
});
