import { describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { albums, artists, tracks } from '../../db/music-catalog';
import { plays } from '../../db/music-social';
import { rateLimits } from '../../db/logs';
import { createUser, db, guestHeaders, loginAs, request } from './support/http';
import { createAlbum, createArtist, createTrack } from './support/music-fixtures';
import { withoutGuestPermission } from './support/guest-permissions';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';

function postPlay(trackId: number, headers: Record<string, string> = guestHeaders(), cf?: { country: string }) {
  return request(`/api/v1/tracks/${trackId}/plays`, { method: 'POST', headers: { Accept: 'application/json', ...headers }, cf });
}

const playRows = (trackId: number) => db().select().from(plays).where(eq(plays.track_id, trackId));
const playsOf = async (table: typeof tracks | typeof albums | typeof artists, id: number) =>
  (await db().select({ plays: table.plays }).from(table).where(eq(table.id, id)))[0].plays;

/** Moves this track's dedupe claims back in time, as if `seconds` had passed. */
async function age(trackId: number, seconds: number) {
  await db()
    .update(rateLimits)
    .set({ window_start: sql`${rateLimits.window_start} - ${seconds}` })
    .where(like(rateLimits.key, `play:${trackId}:%`));
}

describe('POST /api/v1/tracks/{id}/plays', () => {
  it('logs one play with country and device, and counts it on the track, its album and every credited artist in one go', async () => {
    const [first, second] = [await createArtist(), await createArtist()];
    const album = await createAlbum({ artists: [first] });
    const track = await createTrack({ artists: [first, second], album });
    const res = await postPlay(track.id, { ...guestHeaders(), 'User-Agent': IPHONE, 'cf-connecting-ip': '192.0.2.1' }, { country: 'DE' });
    expect(res.status).toBe(204);
    const rows = await playRows(track.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: null, country: 'DE', device_type: 'mobile', platform: 'iOS', browser: 'Safari' });
    expect(await playsOf(tracks, track.id)).toBe(1);
    expect(await playsOf(albums, album.id)).toBe(1);
    expect(await playsOf(artists, first.id)).toBe(1);
    expect(await playsOf(artists, second.id)).toBe(1);
  });

  it('records the signed-in listener and a desktop device', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const track = await createTrack();
    expect((await postPlay(track.id, { ...headers, 'User-Agent': WINDOWS_FIREFOX })).status).toBe(204);
    const [row] = await playRows(track.id);
    expect(row).toMatchObject({ user_id: user.id, device_type: 'desktop', platform: 'Windows', browser: 'Firefox', country: null });
  });

  it('keeps the album, playlist or artist it was played from, and refuses half a context or an unknown type (422, nothing logged)', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const album = await createAlbum();
    const track = await createTrack({ album });
    const post = (body: unknown) =>
      request(`/api/v1/tracks/${track.id}/plays`, { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    for (const bad of [{ context_type: 'album' }, { context_id: album.id }, { context_type: 'radio', context_id: 1 }, { context_type: 'album', context_id: -1 }]) {
      expect((await post(bad)).status, JSON.stringify(bad)).toBe(422);
    }
    expect(await playRows(track.id)).toHaveLength(0);
    expect((await post({ context_type: 'album', context_id: album.id })).status).toBe(204);
    const [row] = await playRows(track.id);
    expect(row).toMatchObject({ user_id: user.id, context_type: 'album', context_id: album.id });
  });

  it('ignores a repeat from the same listener within 30 s (still 204), and counts it once the window has passed', async () => {
    const { headers } = await loginAs((await createUser()).id);
    const track = await createTrack();
    expect((await postPlay(track.id, headers)).status).toBe(204);
    expect((await postPlay(track.id, headers)).status).toBe(204);
    expect(await playRows(track.id)).toHaveLength(1);
    expect(await playsOf(tracks, track.id)).toBe(1);

    await age(track.id, 31);
    expect((await postPlay(track.id, headers)).status).toBe(204);
    expect(await playRows(track.id)).toHaveLength(2);
    expect(await playsOf(tracks, track.id)).toBe(2);
  });

  it('tells guests apart by address, and one listener’s repeat from another’s play', async () => {
    const track = await createTrack();
    const from = (ip: string) => ({ ...guestHeaders(), 'cf-connecting-ip': ip });
    await postPlay(track.id, from('198.51.100.1'));
    await postPlay(track.id, from('198.51.100.1'));
    await postPlay(track.id, from('198.51.100.2'));
    const { headers } = await loginAs((await createUser()).id);
    await postPlay(track.id, { ...headers, 'cf-connecting-ip': '198.51.100.1' });
    expect(await playRows(track.id)).toHaveLength(3);
    expect(await playsOf(tracks, track.id)).toBe(3);
  });

  it('needs the CSRF token like every cookie-authenticated write', async () => {
    const track = await createTrack();
    const res = await postPlay(track.id, {});
    expect(res.status).toBe(419);
    expect(await playRows(track.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown track', async () => {
    expect((await postPlay(99_999_999)).status).toBe(404);
  });

  it('answers 401 to a guest without music.play and 403 to a user without it, logging nothing', async () => {
    const track = await createTrack();
    await withoutGuestPermission('music.play', async () => {
      expect((await postPlay(track.id)).status).toBe(401);
    });
    const { headers } = await loginAs((await createUser({ roles: [] })).id);
    expect((await postPlay(track.id, headers)).status).toBe(403);
    expect(await playRows(track.id)).toHaveLength(0);
    expect(await playsOf(tracks, track.id)).toBe(0);
  });
});
