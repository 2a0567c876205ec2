import { describe, expect, it } from 'vitest';
import { playlists } from '../../db/music-social';
import { createUser, db, loginAs, postJson, request } from './support/http';
import { createArtist, createTrack } from './support/music-fixtures';
import { emailsTo, waitForEmailsTo } from './support/mail';
import { browserFor } from './support/workspace-fixtures';
import { messagesUntil, nextMessage, notificationsOf, notify, notifyAndDeliver, unreadState } from './support/notification-fixtures';

// Issue 12: each event notifies the person it concerns, per their channels.

async function openSocket(userId: number) {
  const res = await request('/api/v1/notifications/live', { headers: { ...(await loginAs(userId)).headers, Upgrade: 'websocket' } });
  const socket = res.webSocket!;
  const greeting = nextMessage(socket);
  socket.accept();
  await greeting;
  return socket;
}

describe('a reply to a comment', () => {
  it("notifies the replied-to comment's author, leading to the track", async () => {
    const [author, replier] = [await createUser(), await createUser()];
    const track = await createTrack({ values: { name: 'Slow Tide' } });
    const comment = async (who: number, body: Record<string, unknown>) => {
      const res = await postJson('/api/v1/comments', { commentable_type: 'track', commentable_id: track.id, ...body }, (await loginAs(who)).headers);
      expect(res.status).toBe(201);
      return (await res.json<any>()).comment;
    };
    const root = await comment(author.id, { content: 'Lovely bridge' });
    expect(await notificationsOf(author.id)).toEqual([]);
    await comment(replier.id, { content: 'Agreed, <b>the</b> bridge!', parent_id: root.id });
    const [notification] = await notificationsOf(author.id);
    expect(notification.type).toBe('comment.reply');
    expect(notification.data.lines[0].content).toBe(`<strong>${replier.name}</strong> replied to your comment on <strong>Slow Tide</strong>`);
    expect(notification.data.lines[1].content).toBe('Agreed, &lt;b&gt;the&lt;/b&gt; bridge!');
    expect(notification.data.mainAction).toEqual({ action: `/track/${track.id}/slow-tide`, label: 'View comment' });
    // Replying to yourself tells nobody.
    await comment(author.id, { content: 'Thanks', parent_id: root.id });
    expect(await notificationsOf(author.id)).toHaveLength(1);
    expect((await waitForEmailsTo(author.email))[0].subject).toBe(`${replier.name} replied to your comment on Slow Tide`);
  });
});

describe('a follow', () => {
  const follow = async (who: number, type: string, id: number) =>
    request(`/api/v1/follows/${type}/${id}`, { method: 'PUT', headers: { Accept: 'application/json', ...(await loginAs(who)).headers } });

  it('notifies the followed user once, however often the follow is repeated', async () => {
    const [followed, follower] = [await createUser(), await createUser()];
    expect((await follow(follower.id, 'user', followed.id)).status).toBe(200);
    expect((await follow(follower.id, 'user', followed.id)).status).toBe(200);
    const rows = await notificationsOf(followed.id);
    expect(rows.map((r) => [r.type, r.data.mainAction?.action])).toEqual([['follow.user', `/user/${follower.id}/${follower.name.toLowerCase().replace(/ /g, '-')}`]]);
  });

  it("notifies a playlist's owner, and nobody for an artist", async () => {
    const [owner, follower] = [await createUser(), await createUser()];
    const [playlist] = await db().insert(playlists).values({ owner_id: owner.id, name: 'Night Drive' }).returning();
    await follow(follower.id, 'playlist', playlist.id);
    const [row] = await notificationsOf(owner.id);
    expect(row.type).toBe('follow.playlist');
    expect(row.data.lines[0].i18n).toEqual({ key: ':name started following your playlist :playlist', replacements: { name: follower.name, playlist: 'Night Drive' } });
    const artist = await createArtist({ owner_id: owner.id });
    await follow(follower.id, 'artist', artist.id);
    expect(await notificationsOf(owner.id)).toHaveLength(1);
  });
});

describe('channels', () => {
  it('stores nothing for a type switched off in the app, and still emails it when email is on', async () => {
    const user = await createUser();
    const browser = await browserFor(user.id);
    await browser.put('/api/v1/notifications/me/subscriptions', { selections: [{ notif_id: 'announcement', channels: ['email'] }] });
    await notifyAndDeliver([user.id]);
    expect(await notificationsOf(user.id)).toEqual([]);
    expect(await emailsTo(user.email)).toHaveLength(1);
    await browser.put('/api/v1/notifications/me/subscriptions', { selections: [{ notif_id: 'announcement', channels: ['app'] }] });
    await notifyAndDeliver([user.id]);
    expect(await notificationsOf(user.id)).toHaveLength(1);
    expect(await emailsTo(user.email)).toHaveLength(1);
  });

  it("sends a browser-only notification to the user's tabs without storing it", async () => {
    const user = await createUser();
    await (await browserFor(user.id)).put('/api/v1/notifications/me/subscriptions', { selections: [{ notif_id: 'announcement', channels: ['browser'] }] });
    const socket = await openSocket(user.id);
    const message = nextMessage(socket);
    await notifyAndDeliver([user.id]);
    expect(await message).toMatchObject({ type: 'browser', notification: { type: 'announcement' } });
    expect(await notificationsOf(user.id)).toEqual([]);
    socket.close();
  });
});

describe('live delivery and exact counts', () => {
  it('reaches every open tab of the reader with the new count', async () => {
    const user = await createUser();
    const sockets = [await openSocket(user.id), await openSocket(user.id)];
    const received = sockets.map(nextMessage);
    await notifyAndDeliver([user.id]);
    for (const message of await Promise.all(received)) {
      expect(message).toMatchObject({ type: 'notification', count: 1, browser: true, notification: { type: 'announcement', read_at: null } });
    }
    sockets.forEach((socket) => socket.close());
  });

  it('never lets the count drift, whatever arrives at once; the newest version carries the final count', async () => {
    const user = await createUser();
    const browser = await browserFor(user.id);
    const socket = await openSocket(user.id);
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 12; i++) {
      work.push(notifyAndDeliver([user.id]));
      if (i % 3 === 2) work.push(browser.post('/api/v1/notifications/mark-as-read', { all: true }));
    }
    const expected = work.length;
    const messages = messagesUntil(socket, (list) => list.length >= expected);
    await Promise.all(work);
    const final = await unreadState(user.id);
    expect(final.stored).toBe(final.actual);
    const all = await messages;
    const newest = all.reduce((best, message) => (message.version > best.version ? message : best));
    expect(newest).toMatchObject({ count: final.stored, version: final.version });
    expect(new Set(all.map((m) => m.version)).size).toBe(all.length);
    const { bootstrapData } = await (await browser.get('/api/v1/bootstrap-data')).json<any>();
    expect(bootstrapData.user.unread_notifications_count).toBe(final.actual);
    socket.close();
  });

  it('skips banned readers', async () => {
    const banned = await createUser({ banned: true });
    const stored = await notify([banned.id]);
    expect(stored.delivered).toEqual([]);
    expect(await notificationsOf(banned.id)).toEqual([]);
  });
});
