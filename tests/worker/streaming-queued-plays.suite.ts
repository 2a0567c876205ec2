import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tracks } from '../../db/music-catalog';
import { plays } from '../../db/music-social';
import { createUser, db, loginAs, request } from './support/http';
import { createTrack } from './support/music-fixtures';

const playRows = (trackId: number) => db().select().from(plays).where(eq(plays.track_id, trackId));
const trackPlays = async (trackId: number) => (await db().select({ plays: tracks.plays }).from(tracks).where(eq(tracks.id, trackId)))[0].plays;

async function listener() {
  const { headers } = await loginAs((await createUser()).id);
  return (trackId: number, body: unknown) =>
    request(`/api/v1/tracks/${trackId}/plays`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('POST /api/v1/tracks/{id}/plays sent later (played_at, play_id)', () => {
  it('logs a queued play at its original time and counts a resend of the same play_id once', async () => {
    const post = await listener();
    const track = await createTrack();
    const playedAt = minutesAgo(90);
    const body = { played_at: playedAt, play_id: crypto.randomUUID() };
    expect((await post(track.id, body)).status).toBe(204);
    expect((await post(track.id, body)).status).toBe(204);
    const rows = await playRows(track.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].created_at).toBe(playedAt);
    expect(await trackPlays(track.id)).toBe(1);
  });

  it('counts two plays of one track made offline minutes apart and sent together (not the 30 s rule)', async () => {
    const post = await listener();
    const track = await createTrack();
    expect((await post(track.id, { played_at: minutesAgo(10), play_id: crypto.randomUUID() })).status).toBe(204);
    expect((await post(track.id, { played_at: minutesAgo(5), play_id: crypto.randomUUID() })).status).toBe(204);
    expect(await playRows(track.id)).toHaveLength(2);
    expect(await trackPlays(track.id)).toBe(2);
  });

  it('counts plays claiming the same 30 s of the past once, whatever their ids: the past counts no faster than the present', async () => {
    const post = await listener();
    const track = await createTrack();
    const at = Date.now() - 60 * 60_000;
    const sameHalfMinute = (at - (at % 30_000)) + 1_000;
    for (let n = 0; n < 5; n++) {
      expect((await post(track.id, { played_at: new Date(sameHalfMinute + n * 1000).toISOString(), play_id: crypto.randomUUID() })).status).toBe(204);
    }
    expect(await playRows(track.id)).toHaveLength(1);
    expect(await trackPlays(track.id)).toBe(1);
  });

  it('keeps the 30 s rule for a play sent as it happens with its id, and does not count that id again when it is resent later', async () => {
    const post = await listener();
    const track = await createTrack();
    const playId = crypto.randomUUID();
    expect((await post(track.id, { play_id: playId })).status).toBe(204);
    expect((await post(track.id, { play_id: crypto.randomUUID() })).status).toBe(204);
    expect((await post(track.id, { play_id: playId, played_at: minutesAgo(1) })).status).toBe(204);
    expect(await playRows(track.id)).toHaveLength(1);
    expect(await trackPlays(track.id)).toBe(1);
  });

  it('refuses a time without an id, a future or too old time, and a malformed id (422, nothing logged)', async () => {
    const post = await listener();
    const track = await createTrack();
    const id = crypto.randomUUID();
    const bad = [
      { played_at: minutesAgo(1) },
      { played_at: new Date(Date.now() + 60 * 60_000).toISOString(), play_id: id },
      { played_at: minutesAgo(8 * 24 * 60), play_id: id },
      { played_at: 'yesterday', play_id: id },
      { play_id: 'not-a-uuid' },
    ];
    for (const body of bad) {
      const res = await post(track.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect(await playRows(track.id)).toHaveLength(0);
  });
});
