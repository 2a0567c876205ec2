import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { asc, eq } from 'drizzle-orm';
import { follows, playlists, playlistTracks } from '../../db/music-social';
import { createUser, db, loginAs, postJson, request } from './support/http';
import { createTrack } from './support/music-fixtures';

const reorder = (playlistId: number, ids: unknown, headers: Record<string, string>) =>
  request(`/api/v1/playlists/${playlistId}/tracks/order`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify({ ids }),
  });

async function signedIn() {
  const user = await createUser({ roles: ['users'] });
  return { user, headers: (await loginAs(user.id)).headers };
}

/** A playlist of `size` new tracks, added through the API. */
async function playlistWithTracks(size: number, values: Partial<typeof playlists.$inferInsert> = {}) {
  const owner = await signedIn();
  const [playlist] = await db().insert(playlists).values({ owner_id: owner.user.id, name: 'Mix', ...values }).returning();
  // Bare tracks in one statement: the long-playlist test needs many.
  const { results } = await env.DB.prepare("INSERT INTO tracks (name, duration) SELECT 'Bulk ' || value, 1000 FROM json_each(?) RETURNING id")
    .bind(JSON.stringify(Array.from({ length: size }, (_, i) => i)))
    .all<{ id: number }>();
  const ids = results.map((row) => row.id);
  for (let i = 0; i < ids.length; i += 50) {
    await postJson(`/api/v1/playlists/${playlist.id}/tracks`, { ids: ids.slice(i, i + 50) }, owner.headers);
  }
  return { owner, playlist, ids };
}

const order = async (playlistId: number) =>
  (await db().select().from(playlistTracks).where(eq(playlistTracks.playlist_id, playlistId)).orderBy(asc(playlistTracks.position))).map((row) => [
    row.track_id,
    row.position,
  ]);

describe('PUT /api/v1/playlists/{id}/tracks/order', () => {
  it('rewrites positions to 1..n in the given order', async () => {
    const { owner, playlist, ids } = await playlistWithTracks(4);
    const wanted = [ids[2], ids[0], ids[3], ids[1]];
    const res = await reorder(playlist.id, wanted, owner.headers);
    expect(res.status).toBe(200);
    expect(await order(playlist.id)).toEqual(wanted.map((id, i) => [id, i + 1]));
    const shown = await (await request(`/api/v1/playlists/${playlist.id}`)).json<any>();
    expect(shown.tracks.map((t: any) => t.id)).toEqual(wanted);
  });

  it('reorders a playlist longer than D1 allows parameters in one statement', async () => {
    const { owner, playlist, ids } = await playlistWithTracks(120);
    const reversed = [...ids].reverse();
    expect((await reorder(playlist.id, reversed, owner.headers)).status).toBe(200);
    expect((await order(playlist.id)).map(([id]) => id)).toEqual(reversed);
  });

  it('answers 422 unless the ids are exactly the playlist\'s tracks, changing nothing', async () => {
    const { owner, playlist, ids } = await playlistWithTracks(3);
    const before = await order(playlist.id);
    const outsider = (await createTrack()).id;
    for (const bad of [[ids[0], ids[1]], [...ids, outsider], [ids[0], ids[1], outsider], [ids[0], ids[0], ids[1]], [ids[0], ids[0], ids[1], ids[2]]]) {
      const res = await reorder(playlist.id, bad, owner.headers);
      expect(res.status).toBe(422);
      expect((await res.json<any>()).errors.ids).toEqual(["The ids must list each of the playlist's tracks exactly once."]);
    }
    expect((await reorder(playlist.id, 'nope', owner.headers)).status).toBe(422);
    expect(await order(playlist.id)).toEqual(before);
  });

  it('lets followers of a collaborative playlist reorder; others get 403', async () => {
    const { playlist, ids } = await playlistWithTracks(2, { collaborative: true });
    const { user, headers } = await signedIn();
    expect((await reorder(playlist.id, [ids[1], ids[0]], headers)).status).toBe(403);
    await db().insert(follows).values({ follower_id: user.id, followable_type: 'playlist', followable_id: playlist.id });
    expect((await reorder(playlist.id, [ids[1], ids[0]], headers)).status).toBe(200);
    expect((await order(playlist.id)).map(([id]) => id)).toEqual([ids[1], ids[0]]);
  });
});
