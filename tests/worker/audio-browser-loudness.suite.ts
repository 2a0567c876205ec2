import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { albums, tracks } from '../../db/music-catalog';
import { measureTrack } from '../../worker/audio/loudness-jobs';
import { db, createUser, guestHeaders, loginAs, request } from './support/http';
import { createAlbum, createTrack } from './support/music-fixtures';

// PUT backstage/tracks/{id}/loudness (docs/decisions/028): the uploader's
// browser measures what the Worker cannot decode; the server checks who,
// which track and what range, and tags or its own measurement win.

const put = (trackId: number, body: unknown, headers: Record<string, string>) =>
  request(`/api/v1/backstage/tracks/${trackId}/loudness`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** Bytes the Worker cannot decode or read tags from: `unsupported` once the queue has looked. */
const untaggedMp3 = () => new Uint8Array(2048).fill(0xff);

async function artistWithTrack(values: Partial<typeof tracks.$inferInsert> = {}, album?: { id: number }) {
  const user = await createUser({ roles: ['artists'] });
  const track = await createTrack({ album: album ?? null, audio: { bytes: untaggedMp3(), mime: 'audio/mpeg' }, values: { owner_id: user.id, duration: 10_000, ...values } });
  return { user, track, headers: (await loginAs(user.id)).headers };
}

const row = async (trackId: number) =>
  (await db().select({ lufs: tracks.loudness_lufs, peak: tracks.true_peak_dbtp, source: tracks.loudness_source }).from(tracks).where(eq(tracks.id, trackId)))[0];

describe('PUT /api/v1/backstage/tracks/{id}/loudness', () => {
  it('stores an unsupported track\'s browser measurement as `browser` and recomputes its album from both tracks', async () => {
    const album = await createAlbum();
    const { track, headers } = await artistWithTrack({ duration: 30_000 }, album);
    await createTrack({ album, values: { duration: 10_000, loudness_lufs: -10, true_peak_dbtp: -0.5, loudness_source: 'measured' } });
    await measureTrack(db(), env.MEDIA, track.id);
    expect((await row(track.id)).source).toBe('unsupported');

    const res = await put(track.id, { integrated_lufs: -20.004, true_peak_dbtp: -1.236 }, headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ loudness: { integrated_lufs: -20, true_peak_dbtp: -1.24 }, source: 'browser' });
    expect(await row(track.id)).toEqual({ lufs: -20, peak: -1.24, source: 'browser' });
    const [stored] = await db().select({ lufs: albums.loudness_lufs, peak: albums.true_peak_dbtp }).from(albums).where(eq(albums.id, album.id));
    // 10·log10((30·10^-2 + 10·10^-1) / 40), and the louder track's peak.
    expect(stored.lufs).toBeCloseTo(10 * Math.log10((30 * 10 ** -2 + 10 * 10 ** -1) / 40), 2);
    expect(stored.peak).toBe(-0.5);

    // The server's next look at the file it cannot decode keeps the browser's figures.
    await measureTrack(db(), env.MEDIA, track.id);
    expect(await row(track.id)).toEqual({ lufs: -20, peak: -1.24, source: 'browser' });
  });

  it('accepts a track the queue has not measured yet', async () => {
    const { track, headers } = await artistWithTrack();
    expect((await row(track.id)).source).toBeNull();
    expect((await put(track.id, { integrated_lufs: -9, true_peak_dbtp: 0.4 }, headers)).status).toBe(200);
    expect(await row(track.id)).toEqual({ lufs: -9, peak: 0.4, source: 'browser' });
  });

  it('refuses (409) a track measured from its tags or by the server, and changes nothing', async () => {
    for (const source of ['tags', 'measured'] as const) {
      const { track, headers } = await artistWithTrack({ loudness_lufs: -14, true_peak_dbtp: -1, loudness_source: source });
      const res = await put(track.id, { integrated_lufs: -20, true_peak_dbtp: -3 }, headers);
      expect(res.status).toBe(409);
      expect((await res.json<any>()).message).toBe("This track's loudness is already measured from its tags or by the server.");
      expect(await row(track.id)).toEqual({ lufs: -14, peak: -1, source });
    }
  });

  it('refuses (409) a track without audio', async () => {
    const user = await createUser({ roles: ['artists'] });
    const track = await createTrack({ values: { owner_id: user.id } });
    const res = await put(track.id, { integrated_lufs: -20, true_peak_dbtp: -3 }, (await loginAs(user.id)).headers);
    expect(res.status).toBe(409);
    expect((await row(track.id)).source).toBeNull();
  });

  it('answers 422 with field messages for figures out of range or missing, and changes nothing', async () => {
    const { track, headers } = await artistWithTrack();
    const res = await put(track.id, { integrated_lufs: 3.5, true_peak_dbtp: -71 }, headers);
    expect(res.status).toBe(422);
    const { errors } = await res.json<any>();
    expect(errors.integrated_lufs).toEqual(['The integrated_lufs must be a number from -70 to 3 LUFS.']);
    expect(errors.true_peak_dbtp).toEqual(['The true_peak_dbtp must be a number from -70 to 6 dBTP.']);
    const missing = await (await put(track.id, { integrated_lufs: 'loud' }, headers)).json<any>();
    expect(Object.keys(missing.errors).sort()).toEqual(['integrated_lufs', 'true_peak_dbtp']);
    // The bounds themselves are plausible.
    expect((await put(track.id, { integrated_lufs: -70, true_peak_dbtp: 6 }, headers)).status).toBe(200);
    expect(await row(track.id)).toEqual({ lufs: -70, peak: 6, source: 'browser' });
  });

  it('lets only who may edit the track: another artist 403, a listener 403, a guest 401', async () => {
    const { track } = await artistWithTrack();
    const body = { integrated_lufs: -20, true_peak_dbtp: -3 };
    const stranger = await createUser({ roles: ['artists'] });
    expect((await put(track.id, body, (await loginAs(stranger.id)).headers)).status).toBe(403);
    const listener = await createUser();
    expect((await put(track.id, body, (await loginAs(listener.id)).headers)).status).toBe(403);
    expect((await put(track.id, body, guestHeaders())).status).toBe(401);
    expect((await put(999_999_999, body, (await loginAs(stranger.id)).headers)).status).toBe(404);
    expect((await row(track.id)).source).toBeNull();
  });
});
