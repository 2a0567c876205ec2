import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { tracks } from '../../db/music-catalog';
import { comments } from '../../db/music-social';
import { adminHeaders, createUser, db, guestHeaders, loginAs, postJson, request } from './support/http';
import { createTrack } from './support/music-fixtures';

async function signedIn() {
  const user = await createUser({ roles: ['users'] });
  return { user, headers: (await loginAs(user.id)).headers };
}

/** Posts through the API, so counters move as in production. */
async function post(trackId: number, content: string, headers: Record<string, string>, parentId?: number) {
  const res = await postJson('/api/v1/comments', { commentable_type: 'track', commentable_id: trackId, content, parent_id: parentId }, headers);
  expect(res.status).toBe(201);
  return (await res.json<any>()).comment;
}

const list = async (query: string, headers: Record<string, string>) => {
  const res = await request(`/api/v1/comments?${query}`, { headers });
  expect(res.status).toBe(200);
  return (await res.json<any>()).pagination;
};

const remove = (id: number, headers: Record<string, string>) =>
  request(`/api/v1/comments/${id}`, { method: 'DELETE', headers: { Accept: 'application/json', ...headers } });

const commentsCount = async (trackId: number) => (await db().select().from(tracks).where(eq(tracks.id, trackId)))[0].comments_count;

describe('GET /api/v1/comments', () => {
  it('lists top-level comments newest first, and replies oldest first', async () => {
    const track = await createTrack();
    const { headers } = await signedIn();
    const first = await post(track.id, 'First', headers);
    const second = await post(track.id, 'Second', headers);
    const replyA = await post(track.id, 'Reply A', headers, first.id);
    const replyB = await post(track.id, 'Reply B', headers, first.id);
    await post((await createTrack()).id, 'Elsewhere', headers);

    const top = await list(`commentable_type=track&commentable_id=${track.id}`, headers);
    expect(top.total).toBe(2);
    expect(top.data.map((c: any) => [c.id, c.replies_count])).toEqual([
      [second.id, 0],
      [first.id, 2],
    ]);
    expect(top.data[0].user).toEqual({ id: expect.any(Number), name: expect.any(String), image: null });
    const replies = await list(`commentable_type=track&commentable_id=${track.id}&parent_id=${first.id}`, headers);
    expect(replies.data.map((c: any) => c.id)).toEqual([replyA.id, replyB.id]);
  });

  it('answers 404 for a missing item and 422 for a bad query; guests read comments too', async () => {
    const { headers } = await signedIn();
    expect((await request('/api/v1/comments?commentable_type=track&commentable_id=999999', { headers })).status).toBe(404);
    const bad = await request('/api/v1/comments?commentable_type=user&commentable_id=x', { headers });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json<any>()).errors).sort()).toEqual(['commentable_id', 'commentable_type']);
    const track = await createTrack();
    const guest = await request(`/api/v1/comments?commentable_type=track&commentable_id=${track.id}`, { headers: guestHeaders() });
    expect(guest.status).toBe(200);
    expect((await guest.json<any>()).pagination.total).toBe(0);
  });
});

describe('DELETE /api/v1/comments/{id}', () => {
  it('deletes a root with its replies and lowers the counters', async () => {
    const track = await createTrack();
    const author = await signedIn();
    const root = await post(track.id, 'Root', author.headers);
    await post(track.id, 'Reply', (await signedIn()).headers, root.id);
    const kept = await post(track.id, 'Kept', author.headers);
    expect(await commentsCount(track.id)).toBe(3);

    expect((await remove(root.id, author.headers)).status).toBe(200);
    const left = await db().select().from(comments).where(and(eq(comments.commentable_type, 'track'), eq(comments.commentable_id, track.id)));
    expect(left.map((c) => c.id)).toEqual([kept.id]);
    expect(await commentsCount(track.id)).toBe(1);
  });

  it('deletes a reply and lowers its root\'s replies_count', async () => {
    const track = await createTrack();
    const { headers } = await signedIn();
    const root = await post(track.id, 'Root', headers);
    const reply = await post(track.id, 'Reply', headers, root.id);
    expect((await remove(reply.id, headers)).status).toBe(200);
    expect((await db().select().from(comments).where(eq(comments.id, root.id)))[0].replies_count).toBe(0);
    expect(await commentsCount(track.id)).toBe(1);
  });

  it('refuses other users (403), allows comments.delete holders, 404s a missing one', async () => {
    const track = await createTrack();
    const { headers } = await signedIn();
    const posted = await post(track.id, 'Mine', headers);
    expect((await remove(posted.id, (await signedIn()).headers)).status).toBe(403);
    expect((await remove(posted.id, guestHeaders())).status).toBe(401);
    expect(await commentsCount(track.id)).toBe(1);
    expect((await remove(posted.id, await adminHeaders())).status).toBe(200);
    expect((await remove(posted.id, headers)).status).toBe(404);
    expect(await commentsCount(track.id)).toBe(0);
  });
});
