import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationPresence, notifications } from '../../db/notifications';
import { createUser, db, guestHeaders, loginAs, request } from './support/http';
import { waitForEmailsTo } from './support/mail';
import { browserFor } from './support/workspace-fixtures';
import { nextMessage, notificationsOf, notify, notifyAndDeliver, unreadState } from './support/notification-fixtures';
import { NOTIFICATION_TYPE_IDS } from '../../worker/notifications/notification-types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function openSocket(userId: number, headers?: Record<string, string>) {
  const res = await request('/api/v1/notifications/live', { headers: { ...(headers ?? (await loginAs(userId)).headers), Upgrade: 'websocket' } });
  expect(res.status).toBe(101);
  const socket = res.webSocket!;
  const greeting = nextMessage(socket);
  socket.accept();
  return { socket, greeting: await greeting };
}

describe('GET /api/v1/notifications', () => {
  it("pages the user's own notifications, newest first, 30 a page, with the exact unread count", async () => {
    const user = await createUser();
    const other = await createUser();
    for (let i = 0; i < 32; i++) await notify([user.id]);
    await notify([other.id]);
    const browser = await browserFor(user.id);
    const first = await (await browser.get('/api/v1/notifications')).json<any>();
    expect(first.pagination).toMatchObject({ current_page: 1, per_page: 30, total: 32, last_page: 2, from: 1, to: 30 });
    expect(first.pagination.data).toHaveLength(30);
    expect(first.unread_count).toBe(32);
    const [newest] = first.pagination.data;
    expect(newest).toEqual({ id: expect.stringMatching(UUID), type: 'announcement', read_at: null, created_at: expect.any(String), data: expect.objectContaining({ lines: expect.any(Array) }) });
    const times = first.pagination.data.map((n: any) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await (await browser.get('/api/v1/notifications?page=2')).json<any>();
    expect(second.pagination.data).toHaveLength(2);
    const ids = new Set([...first.pagination.data, ...second.pagination.data].map((n: any) => n.id));
    expect(ids.size).toBe(32);
    expect((await (await browser.get('/api/v1/notifications?perPage=5')).json<any>()).pagination.data).toHaveLength(5);
  });

  it('answers 401 to guests and 422 to a page size over 30', async () => {
    expect((await request('/api/v1/notifications')).status).toBe(401);
    const browser = await browserFor((await createUser()).id);
    for (const query of ['perPage=31', 'page=0', 'page=x']) expect((await browser.get(`/api/v1/notifications?${query}`)).status).toBe(422);
  });
});

describe('POST /api/v1/notifications/mark-as-read', () => {
  it('marks the given ones read, answers the new count, and tells the open tabs', async () => {
    const user = await createUser();
    const stranger = await createUser();
    for (let i = 0; i < 3; i++) await notify([user.id]);
    const [theirs] = (await notify([stranger.id])).delivered;
    const browser = await browserFor(user.id);
    const { socket, greeting } = await openSocket(user.id);
    expect(greeting).toMatchObject({ type: 'unread-count', count: 3 });
    const [a, b] = await notificationsOf(user.id);
    const pushed = nextMessage(socket);
    const res = await browser.post('/api/v1/notifications/mark-as-read', { ids: [a.id, b.id, theirs.notification.id] });
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(body).toEqual({ unreadCount: 1, version: greeting.version + 1 });
    expect(await pushed).toEqual({ type: 'unread-count', count: 1, version: body.version });
    expect(await unreadState(user.id)).toMatchObject({ stored: 1, actual: 1 });
    // Another user's notification is untouched.
    expect(await unreadState(stranger.id)).toMatchObject({ stored: 1, actual: 1 });
    // Marking again changes nothing but the version.
    expect((await (await browser.post('/api/v1/notifications/mark-as-read', { ids: [a.id] })).json<any>()).unreadCount).toBe(1);
    socket.close();
  });

  it('marks every unread one with {all: true}', async () => {
    const user = await createUser();
    for (let i = 0; i < 4; i++) await notify([user.id]);
    const res = await (await browserFor(user.id)).post('/api/v1/notifications/mark-as-read', { all: true });
    expect((await res.json<any>()).unreadCount).toBe(0);
    expect(await unreadState(user.id)).toMatchObject({ stored: 0, actual: 0 });
    expect((await notificationsOf(user.id)).every((n) => n.read_at !== null)).toBe(true);
  });

  it('answers 422 for bad input and 401 for guests', async () => {
    const browser = await browserFor((await createUser()).id);
    const cases: [unknown, string, string][] = [
      [{}, 'ids', 'The ids field is required.'],
      [{ ids: [] }, 'ids', 'Choose at least one notification.'],
      [{ ids: ['12'] }, 'ids.0', 'Each id must be a notification id.'],
      [{ all: false }, 'all', 'The all field must be true.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await browser.post('/api/v1/notifications/mark-as-read', body);
      expect(res.status).toBe(422);
      expect((await res.json<any>()).errors[field]).toEqual([message]);
    }
    const guest = await request('/api/v1/notifications/mark-as-read', { method: 'POST', headers: { ...guestHeaders(), 'Content-Type': 'application/json' }, body: '{"all":true}' });
    expect(guest.status).toBe(401);
  });
});

describe('GET and PUT /api/v1/notifications/me/subscriptions', () => {
  it('lists every type by group, the channels, and the defaults until the user chooses', async () => {
    const browser = await browserFor((await createUser()).id);
    const body = await (await browser.get('/api/v1/notifications/me/subscriptions')).json<any>();
    expect(body.available_channels).toEqual(['app', 'email', 'browser']);
    expect(body.groups.map((g: any) => g.group_name)).toEqual(['Activity', 'Music', 'Workspaces', 'Backstage', 'Announcements']);
    expect(body.groups.flatMap((g: any) => g.subscriptions.map((s: any) => s.notif_id))).toEqual(NOTIFICATION_TYPE_IDS);
    expect(body.user_selections).toContainEqual({ notif_id: 'release.new', channels: ['app', 'browser'] });
    expect(body.user_selections).toContainEqual({ notif_id: 'comment.reply', channels: ['app', 'email', 'browser'] });
  });

  it('saves the choices given and leaves the other types as they were', async () => {
    const browser = await browserFor((await createUser()).id);
    const res = await browser.put('/api/v1/notifications/me/subscriptions', {
      selections: [
        { notif_id: 'release.new', channels: ['email'] },
        { notif_id: 'comment.reply', channels: [] },
      ],
    });
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(body.user_selections).toContainEqual({ notif_id: 'release.new', channels: ['email'] });
    expect(body.user_selections).toContainEqual({ notif_id: 'comment.reply', channels: [] });
    expect(body.user_selections).toContainEqual({ notif_id: 'follow.user', channels: ['app', 'browser'] });
    expect((await (await browser.get('/api/v1/notifications/me/subscriptions')).json<any>()).user_selections).toEqual(body.user_selections);
  });

  it('answers 422 with field messages for bad selections', async () => {
    const browser = await browserFor((await createUser()).id);
    const cases: [unknown, string, string][] = [
      [{}, 'selections', 'The selections field is required.'],
      [{ selections: [{ notif_id: 'nope', channels: [] }] }, 'selections.0.notif_id', 'The notification type is not one we send.'],
      [{ selections: [{ notif_id: 'announcement', channels: ['sms'] }] }, 'selections.0.channels.0', 'The channel must be app, email or browser.'],
      [
        {
          selections: [
            { notif_id: 'announcement', channels: [] },
            { notif_id: 'announcement', channels: ['app'] },
          ],
        },
        'selections',
        'Each notification type may appear once.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await browser.put('/api/v1/notifications/me/subscriptions', body);
      expect(res.status).toBe(422);
      expect((await res.json<any>()).errors[field]).toEqual([message]);
    }
    expect((await request('/api/v1/notifications/me/subscriptions')).status).toBe(401);
  });
});

describe('GET /api/v1/notifications/live', () => {
  it('greets a new socket with the stored count and its version, and refuses another site\'s page (403)', async () => {
    const user = await createUser();
    await notify([user.id]);
    await notify([user.id]);
    const { socket, greeting } = await openSocket(user.id);
    expect(greeting).toEqual({ type: 'unread-count', count: 2, version: (await unreadState(user.id)).version });
    socket.close();
    const { headers } = await loginAs(user.id);
    const res = await request('/api/v1/notifications/live', { headers: { ...headers, Upgrade: 'websocket', Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});

describe('presence (notification_presence)', () => {
  const presenceOf = async (userId: number) => (await db().select().from(notificationPresence).where(eq(notificationPresence.user_id, userId)))[0]?.sockets ?? 0;
  async function until(check: () => Promise<boolean>) {
    for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  it('counts the open tabs, so fan-outs push only to readers who are online', async () => {
    const user = await createUser();
    const first = await openSocket(user.id);
    const second = await openSocket(user.id);
    expect(await presenceOf(user.id)).toBe(2);
    const online = await notify([user.id]);
    expect(online.delivered[0].online).toBe(true);
    first.socket.close();
    await until(async () => (await presenceOf(user.id)) === 1);
    expect(await presenceOf(user.id)).toBe(1);
    second.socket.close();
    await until(async () => (await presenceOf(user.id)) === 0);
    expect(await presenceOf(user.id)).toBe(0);
    expect((await notify([user.id])).delivered[0].online).toBe(false);
  });
});

describe('unread_notifications_count in bootstrap data', () => {
  it('is the exact count of unread notifications', async () => {
    const user = await createUser();
    for (let i = 0; i < 3; i++) await notify([user.id]);
    const browser = await browserFor(user.id);
    const read = (await notificationsOf(user.id))[0];
    await browser.post('/api/v1/notifications/mark-as-read', { ids: [read.id] });
    const { bootstrapData } = await (await browser.get('/api/v1/bootstrap-data')).json<any>();
    expect(bootstrapData.user.unread_notifications_count).toBe(2);
  });
});

describe('the email unsubscribe link', () => {
  it('asks first (GET), then stops that type of email (POST) and keeps its other channels', async () => {
    const user = await createUser();
    await notifyAndDeliver([user.id]);
    const [email] = await waitForEmailsTo(user.email);
    const link = new URL(/https:\/\/\S+\/api\/v1\/notifications\/unsubscribe\S+/.exec(email.body_text)![0]);
    const page = await request(link.pathname + link.search);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Stop these emails?');
    const done = await request(link.pathname + link.search, { method: 'POST' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are unsubscribed');
    const subscriptions = await (await (await browserFor(user.id)).get('/api/v1/notifications/me/subscriptions')).json<any>();
    expect(subscriptions.user_selections).toContainEqual({ notif_id: 'announcement', channels: ['app', 'browser'] });
  });

  it('answers 404 to a changed or unsigned link', async () => {
    const user = await createUser();
    await notifyAndDeliver([user.id]);
    const [email] = await waitForEmailsTo(user.email);
    const link = new URL(/https:\/\/\S+\/api\/v1\/notifications\/unsubscribe\S+/.exec(email.body_text)![0]);
    link.searchParams.set('type', 'comment.reply');
    expect((await request(link.pathname + link.search, { method: 'POST' })).status).toBe(404);
    expect((await request(`/api/v1/notifications/unsubscribe?user=${user.id}&type=announcement`, { method: 'POST' })).status).toBe(404);
    expect(await db().select().from(notifications).where(eq(notifications.user_id, user.id))).toHaveLength(1);
  });
});
