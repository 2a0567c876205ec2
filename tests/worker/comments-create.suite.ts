import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { albums, tracks } from '../../db/music-catalog';
import { comments } from '../../db/music-social';
import { createUser, db, guestHeaders, loginAs, postJson } from './support/http';
import { createAlbum, createTrack } from './support/music-fixtures';
import { CommentPayload } from '../../worker/music/music-types';

async function signedIn(roles = ['users']) {
  const user = await createUser({ roles });
  return { user, headers: (await loginAs(user.id)).headers };
}

const comment = (body: Record<string, unknown>, headers: Record<string, string>) => postJson('/api/v1/comments', body, headers);

const trackRow = async (id: number) => (await db().select().from(tracks).where(eq(tracks.id, id)))[0];
const commentRow = async (id: number) => (await db().select().from(comments).where(eq(comments.id, id)))[0];

describe('POST /api/v1/comments', () => {
  it('comments on a track at a moment, trimmed, and counts it', async () => {
    const track = await createTrack();
    const { user, headers } = await signedIn();
    const res = await comment({ commentable_type: 'track', commentable_id: track.id, content: '  Great drop ', position: 42 }, headers);
    expect(res.status).toBe(201);
    const { comment: created } = await res.json<any>();
    expect(created).toMatchObject({
      content: 'Great drop',
      position: 42,
      parent_id: null,
      replies_count: 0,
      user: { id: user.id, name: user.name, image: null },
    });
    // The comment's schema and nothing else: the stored row's commentable_*, updated_at and deleted_at once came along (issue 25 part 6).
    expect(Object.keys(created).sort()).toEqual(Object.keys(CommentPayload.shape).sort());
    expect((await trackRow(track.id)).comments_count).toBe(1);
  });

  it('threads one level deep: a reply to a reply joins the root', async () => {
    const track = await createTrack();
    const { headers } = await signedIn();
    const target = { commentable_type: 'track', commentable_id: track.id };
    const root = (await (await comment({ ...target, content: 'Root' }, headers)).json<any>()).comment;
    const reply = (await (await comment({ ...target, content: 'Reply', parent_id: root.id }, headers)).json<any>()).comment;
    const nested = (await (await comment({ ...target, content: 'Nested', parent_id: reply.id }, headers)).json<any>()).comment;
    expect(reply.parent_id).toBe(root.id);
    expect(nested.parent_id).toBe(root.id);
    expect((await commentRow(root.id)).replies_count).toBe(2);
    expect((await trackRow(track.id)).comments_count).toBe(3);
  });

  it('comments on albums', async () => {
    const album = await createAlbum();
    const { headers } = await signedIn();
    expect((await comment({ commentable_type: 'album', commentable_id: album.id, content: 'Classic' }, headers)).status).toBe(201);
    expect((await db().select().from(albums).where(eq(albums.id, album.id)))[0].comments_count).toBe(1);
  });

  it('answers 422 with field messages and writes nothing', async () => {
    const track = await createTrack();
    const other = await createTrack();
    const { headers } = await signedIn();
    const target = { commentable_type: 'track', commentable_id: track.id };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...target, content: '   ' }, 'content', 'The content field is required.'],
      [{ ...target }, 'content', 'The content field is required.'],
      [{ ...target, content: 'x'.repeat(1001) }, 'content', 'The content must not be greater than 1000 characters.'],
      [{ ...target, content: 'Hi', position: -1 }, 'position', 'The position must be 0 or more.'],
      [{ ...target, content: 'Hi', position: 1.5 }, 'position', 'The position must be a whole number of seconds.'],
      [{ commentable_type: 'artist', commentable_id: track.id, content: 'Hi' }, 'commentable_type', 'The commentable type must be track or album.'],
      [{ commentable_type: 'track', commentable_id: String(track.id), content: 'Hi' }, 'commentable_id', 'The commentable id must be a positive whole number.'],
      [{ commentable_type: 'track', content: 'Hi' }, 'commentable_id', 'The commentable id field is required.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await comment(body, headers);
      expect(res.status).toBe(422);
      expect((await res.json<any>()).errors[field]).toEqual([message]);
    }
    const elsewhere = (await (await comment({ commentable_type: 'track', commentable_id: other.id, content: 'There' }, headers)).json<any>()).comment;
    const misplaced = await comment({ ...target, content: 'Hi', parent_id: elsewhere.id }, headers);
    expect((await misplaced.json<any>()).errors.parent_id).toEqual(['The parent comment must belong to the same item.']);
    expect((await comment({ ...target, content: 'Hi', parent_id: 999999 }, headers)).status).toBe(422);

    expect(await db().select().from(comments).where(and(eq(comments.commentable_type, 'track'), eq(comments.commentable_id, track.id)))).toEqual([]);
    expect((await trackRow(track.id)).comments_count).toBe(0);
    expect((await commentRow(elsewhere.id)).replies_count).toBe(0);
  });

  it('answers 404 for a missing item, 403 without comments.create, 401 for a guest', async () => {
    const track = await createTrack();
    const { headers } = await signedIn();
    expect((await comment({ commentable_type: 'track', commentable_id: 999999, content: 'Hi' }, headers)).status).toBe(404);
    const body = { commentable_type: 'track', commentable_id: track.id, content: 'Hi' };
    expect((await comment(body, (await signedIn([])).headers)).status).toBe(403);
    expect((await comment(body, guestHeaders())).status).toBe(401);
    expect((await trackRow(track.id)).comments_count).toBe(0);
  });
});
