import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { notifications } from '../../db/notifications';
import { users } from '../../db/users';
import { follows } from '../../db/music-social';
import { roles, userRoles } from '../../db/roles';
import { adminHeaders, createUser, db, loginAs, postJson } from './support/http';
import { createArtist } from './support/music-fixtures';
import { FANOUT_CHUNK } from '../../worker/notifications/fanout-jobs';
import { waitFor } from './support/wait-for';

// Issue 12: a release reaches every follower of its artists through the
// queue, in chunks, never in the request that published it; so does an
// administrator's announcement. These go through the real local queue and
// its consumer (max_batch_timeout 1 s per hop in wrangler.toml).

/** `n` users following `artistId`, inserted in statements that stay under D1's 100 parameters (4 a user row). */
async function fansOf(artistId: number, n: number): Promise<number[]> {
  const ids: number[] = [];
  const tag = crypto.randomUUID().slice(0, 8);
  for (let i = 0; i < n; i += 20) {
    const rows = Array.from({ length: Math.min(20, n - i) }, (_, j) => ({ name: `Fan ${i + j}`, email: `fan-${tag}-${i + j}@example.com` }));
    ids.push(...(await db().insert(users).values(rows).returning({ id: users.id })).map((row) => row.id));
  }
  for (let i = 0; i < ids.length; i += 30) {
    await db()
      .insert(follows)
      .values(ids.slice(i, i + 30).map((follower_id) => ({ follower_id, followable_type: 'artist' as const, followable_id: artistId })));
  }
  return ids;
}

async function releaseNotificationsOf(userIds: number[]) {
  const [{ n }] = await db()
    .select({ n: count() })
    .from(notifications)
    .where(and(sql`${notifications.user_id} IN (SELECT value FROM json_each(${JSON.stringify(userIds)}))`, eq(notifications.type, 'release.new')));
  return n;
}

describe('a release by followed artists', () => {
  it('notifies every follower once, later, through the queue in chunks, and never the publisher', async () => {
    const publisher = await createUser({ roles: ['artists'] });
    const band = await createArtist({ name: `Tidal Band ${crypto.randomUUID().slice(0, 6)}` });
    const guest = await createArtist({ name: `Guest Singer ${crypto.randomUUID().slice(0, 6)}` });
    const bandFans = await fansOf(band.id, FANOUT_CHUNK * 2 + 100);
    const guestFans = await fansOf(guest.id, 20);
    // A fan of both artists, and the publisher themselves as a fan.
    await db()
      .insert(follows)
      .values([
        { follower_id: bandFans[0], followable_type: 'artist', followable_id: guest.id },
        { follower_id: publisher.id, followable_type: 'artist', followable_id: band.id },
      ]);
    const sendBatch = vi.spyOn(env.JOBS, 'sendBatch');

    const res = await postJson('/api/v1/backstage/tracks', { name: 'Low Water', artists: [band.name, guest.name] }, (await loginAs(publisher.id)).headers);
    expect(res.status).toBe(201);
    const { track } = await res.json<any>();
    // Nothing reached anyone within the publishing request.
    expect(await releaseNotificationsOf([...bandFans, ...guestFans])).toBe(0);

    const everyone = [...bandFans, ...guestFans];
    await waitFor(async () => (await releaseNotificationsOf(everyone)) >= everyone.length);
    expect(await releaseNotificationsOf(everyone)).toBe(everyone.length);
    expect(await releaseNotificationsOf([publisher.id])).toBe(0);
    const [sample] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, bandFans[0]), eq(notifications.type, 'release.new')));
    expect(sample.data.lines[0].i18n).toEqual({ key: ':artist released a new track: :name', replacements: { artist: band.name, name: 'Low Water' } });
    expect(sample.data.mainAction).toEqual({ action: `/track/${track.id}/low-water`, label: 'Listen' });

    const chunks = sendBatch.mock.calls.flatMap(([messages]) => [...messages]).map((message) => message.body as { userIds: number[] });
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    expect(chunks.every((chunk) => chunk.userIds.length <= FANOUT_CHUNK)).toBe(true);
    expect(chunks.flatMap((chunk) => chunk.userIds).sort((a, b) => a - b)).toEqual([...everyone].sort((a, b) => a - b));
    sendBatch.mockRestore();
  }, 40_000);
});

describe('POST /api/v1/notifications/announcements', () => {
  const announce = async (body: unknown, headers: Record<string, string>) => postJson('/api/v1/notifications/announcements', body, headers);

  it("reaches one role's users through the queue", async () => {
    const [artistA, artistB] = [await createUser({ roles: ['artists'] }), await createUser({ roles: ['artists'] })];
    const listener = await createUser();
    const [artistsRole] = await db().select().from(roles).where(eq(roles.name, 'artists'));
    const res = await announce(
      { title: 'Backstage is moving', body: 'New upload limits from Monday.', audience: 'role', role_id: artistsRole.id },
      await adminHeaders(),
    );
    expect(res.status).toBe(202);
    const artistIds = (await db().select({ id: userRoles.user_id }).from(userRoles).where(eq(userRoles.role_id, artistsRole.id))).map((r) => r.id);
    const announced = async (ids: number[]) =>
      (
        await db()
          .select({ n: count() })
          .from(notifications)
          .where(and(sql`${notifications.user_id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`, eq(notifications.type, 'announcement')))
      )[0].n;
    await waitFor(async () => (await announced(artistIds)) >= artistIds.length);
    expect(await announced([artistA.id, artistB.id])).toBe(2);
    expect(await announced([listener.id])).toBe(0);
    const [row] = await db().select().from(notifications).where(eq(notifications.user_id, artistA.id));
    expect(row.data.lines.map((line) => line.content)).toEqual(['Backstage is moving', 'New upload limits from Monday.']);
  }, 30_000);

  it('is for administrators only, and answers 422 with field messages', async () => {
    const listener = await createUser();
    expect((await announce({ title: 'x', body: 'y', audience: 'all' }, (await loginAs(listener.id)).headers)).status).toBe(403);
    const admin = await adminHeaders();
    const cases: [unknown, string, string][] = [
      [{ body: 'y', audience: 'all' }, 'title', 'The title field is required.'],
      [{ title: ' ', body: 'y', audience: 'all' }, 'title', 'The title field is required.'],
      [{ title: 'x', body: 'y'.repeat(2001), audience: 'all' }, 'body', 'The body may not be greater than 2000 characters.'],
      [{ title: 'x', body: 'y', audience: 'everyone' }, 'audience', 'The audience must be all or role.'],
      [{ title: 'x', body: 'y', audience: 'role' }, 'role_id', 'Choose a role.'],
      [{ title: 'x', body: 'y', audience: 'role', role_id: 999999 }, 'role_id', 'The selected role does not exist.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await announce(body, admin);
      expect(res.status).toBe(422);
      expect((await res.json<any>()).errors[field]).toEqual([message]);
    }
  });
});
