import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/users';
import { sessions } from '../../db/sessions';
import { accessTokens } from '../../db/access-tokens';
import { appPasswords } from '../../db/subsonic';
import { scrobbleConnections } from '../../db/scrobbling';
import { createAppPassword } from '../../worker/app-passwords/app-password-store';
import { socialProfiles } from '../../db/auth';
import { comments, follows, likes, playlists, playlistTracks, plays, reposts } from '../../db/music-social';
import { fileEntries } from '../../db/files';
import { notifications } from '../../db/notifications';
import { HISTORY_PAGE, notificationsPage, playsPage } from '../../worker/gdpr/history-pages';
import { accountStatements } from '../../worker/gdpr/account-data';
import { libraryStatements } from '../../worker/gdpr/library-data';
import { createDb } from '../../worker/db';
import { planOf } from './support/query-plan';
import { EXPORT_LIMIT } from '../../worker/gdpr/export-routes';
import { updateSettings } from '../../worker/settings/settings-service';
import { createTrack } from './support/music-fixtures';
import { createUser, db, loginAs, request, tokenFor } from './support/http';
import { awayFromWindowEdge } from './support/rate-limits';

// Issue 13, docs/api/accounts.md "Your data": GET users/me/export.

const TWO_FACTOR_SECRET = 'JBSWY3DPEHPK3PXPSECRETX';
const RECOVERY_CODES = 'recovery-code-aaaa-bbbb';
/** What a sealed ListenBrainz token looks like in its row (worker/scrobbling/): never in the export. */
const SCROBBLE_CREDENTIAL = 'sealed-listenbrainz-token-0123456789';

/** A listener with something in every part of the export, and secrets that must stay out of it. */
async function listenerWithData() {
  const user = await createUser({ password: 'listener-password' });
  await db()
    .update(users)
    .set({ two_factor_secret: TWO_FACTOR_SECRET, two_factor_recovery_codes: JSON.stringify([RECOVERY_CODES]) })
    .where(eq(users.id, user.id));
  const [track, other] = [await createTrack(), await createTrack()];
  const [playlist] = await db().insert(playlists).values({ owner_id: user.id, name: 'Night drive' }).returning();
  await db()
    .insert(playlistTracks)
    .values([
      { playlist_id: playlist.id, track_id: other.id, position: 2 },
      { playlist_id: playlist.id, track_id: track.id, position: 1 },
    ]);
  await db().insert(likes).values({ user_id: user.id, likeable_type: 'track', likeable_id: track.id });
  await db().insert(follows).values({ follower_id: user.id, followable_type: 'playlist', followable_id: playlist.id });
  await db().insert(reposts).values({ user_id: user.id, repostable_type: 'track', repostable_id: other.id });
  await db().insert(comments).values({ user_id: user.id, commentable_type: 'track', commentable_id: track.id, content: 'Lovely bridge' });
  await db().insert(plays).values({ user_id: user.id, track_id: track.id });
  await db()
    .insert(socialProfiles)
    .values({ user_id: user.id, service_name: 'google', user_service_id: `g-${user.id}`, username: 'nightowl' });
  await db()
    .insert(fileEntries)
    .values({ user_id: user.id, name: 'demo.wav', key: `uploads/${user.id}/demo.wav`, mime: 'audio/wav', file_size: 10 });
  await db()
    .insert(notifications)
    .values({ id: crypto.randomUUID(), user_id: user.id, type: 'test', data: { lines: [] } });
  const token = await tokenFor(user.id);
  const appPassword = await createAppPassword(env, createDb(env.DB), user.id, 'Phone');
  await db().insert(scrobbleConnections).values({ user_id: user.id, service: 'listenbrainz', account_name: 'nightowl-lb', credential_encrypted: SCROBBLE_CREDENTIAL });
  const { headers, sessionId } = await loginAs(user.id);
  return { user, track, other, playlist, token, appPassword, headers, sessionId };
}

const exportOf = async (headers: Record<string, string>) => {
  const res = await request('/api/v1/users/me/export', { headers });
  expect(res.status, await res.clone().text()).toBe(200);
  const text = await res.text();
  return { res, text, data: JSON.parse(text) };
};

describe('GET /api/v1/users/me/export', () => {
  it('needs a signed-in user (401 for a guest)', async () => {
    expect((await request('/api/v1/users/me/export')).status).toBe(401);
  });

  it("is one JSON attachment with the user's own data and nobody else's", async () => {
    const me = await listenerWithData();
    const someoneElse = await listenerWithData();
    const { res, data } = await exportOf(me.headers);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="data-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');

    expect(data.account).toMatchObject({ id: me.user.id, email: me.user.email, roles: [{ name: 'users' }] });
    expect(data.playlists).toEqual([expect.objectContaining({ id: me.playlist.id, name: 'Night drive' })]);
    expect(data.playlists[0].tracks.map((t: any) => t.id)).toEqual([me.track.id, me.other.id]);
    expect(data.likes).toEqual([expect.objectContaining({ type: 'track', id: me.track.id, name: me.track.name })]);
    expect(data.follows).toEqual([expect.objectContaining({ type: 'playlist', id: me.playlist.id, name: 'Night drive' })]);
    expect(data.reposts).toEqual([expect.objectContaining({ type: 'track', id: me.other.id })]);
    expect(data.comments).toEqual([expect.objectContaining({ content: 'Lovely bridge', on_type: 'track', on_id: me.track.id })]);
    expect(data.plays).toEqual([expect.objectContaining({ track_id: me.track.id, track_name: me.track.name })]);
    expect(data.social_profiles).toEqual([expect.objectContaining({ service_name: 'google', username: 'nightowl' })]);
    expect(data.uploads).toEqual([expect.objectContaining({ name: 'demo.wav', mime: 'audio/wav', file_size: 10 })]);
    expect(data.notifications).toHaveLength(1);
    expect(data.access_tokens).toEqual([expect.objectContaining({ name: 'test token' })]);
    expect(data.app_passwords).toEqual([{ id: me.appPassword.appPassword.id, name: 'Phone', last_used_at: null, created_at: me.appPassword.appPassword.created_at }]);
    expect(data.scrobbling).toEqual([expect.objectContaining({ service: 'listenbrainz', account_name: 'nightowl-lb', status: 'connected' })]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(data)).not.toContain(someoneElse.user.email);
    expect(data.playlists.map((p: any) => p.id)).not.toContain(someoneElse.playlist.id);
  });

  it('holds no secret: password hash, two-factor secret and codes, session and token hashes', async () => {
    const me = await listenerWithData();
    const { text, data } = await exportOf(me.headers);
    const [row] = await db().select().from(users).where(eq(users.id, me.user.id));
    const [token] = await db().select().from(accessTokens).where(eq(accessTokens.user_id, me.user.id));
    const [appPasswordRow] = await db().select().from(appPasswords).where(eq(appPasswords.user_id, me.user.id));
    const sessionIds = (await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.user_id, me.user.id))).map((s) => s.id);
    for (const secret of [
      row.password!,
      TWO_FACTOR_SECRET,
      RECOVERY_CODES,
      token.token_hash,
      me.token.plainTextToken.split('|')[1],
      me.appPassword.plainTextPassword,
      appPasswordRow.secret_hash,
      appPasswordRow.secret_encrypted,
      SCROBBLE_CREDENTIAL,
      me.sessionId,
      ...sessionIds,
    ]) {
      expect(text).not.toContain(secret);
    }
    for (const field of ['password', 'two_factor_secret', 'two_factor_recovery_codes']) expect(data.account).not.toHaveProperty(field);
    expect(data.sessions[0]).not.toHaveProperty('id');
    expect(data.access_tokens[0]).not.toHaveProperty('token_hash');
    expect(data.uploads[0]).not.toHaveProperty('key');
  });

  it('reads a long play history page by page, in order, with every play once', async () => {
    const { user, headers } = await listenerWithData();
    const track = await createTrack();
    const extra = HISTORY_PAGE + 25;
    // Many plays at one instant: only the rowid orders them, so a page boundary inside them must neither skip nor repeat.
    await env.DB.prepare(
      `INSERT INTO plays (track_id, user_id, created_at)
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?3)
       SELECT ?1, ?2, '2030-01-01T00:00:00.000Z' FROM n`,
    )
      .bind(track.id, user.id, extra)
      .run();
    const { data } = await exportOf(headers);
    expect(data.plays).toHaveLength(extra + 1);
    expect(data.plays.filter((p: any) => p.track_id === track.id)).toHaveLength(extra);
    const times = data.plays.map((p: any) => p.played_at);
    expect([...times].sort()).toEqual(times);
  });

  it('answers 404 while gdpr.data_export is off', async () => {
    const { headers } = await loginAs((await createUser()).id);
    await updateSettings(env, db(), { 'gdpr.data_export': false });
    try {
      expect((await request('/api/v1/users/me/export', { headers })).status).toBe(404);
    } finally {
      await updateSettings(env, db(), { 'gdpr.data_export': true });
    }
    expect((await request('/api/v1/users/me/export', { headers })).status).toBe(200);
  });

  it(`allows ${EXPORT_LIMIT.max} exports an hour per user, then 429 with Retry-After`, async () => {
    await awayFromWindowEdge(EXPORT_LIMIT.windowSeconds);
    const { headers } = await loginAs((await createUser()).id);
    for (let i = 0; i < EXPORT_LIMIT.max; i++) expect((await request('/api/v1/users/me/export', { headers })).status).toBe(200);
    const refused = await request('/api/v1/users/me/export', { headers });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user has a budget of their own.
    const other = await loginAs((await createUser()).id);
    expect((await request('/api/v1/users/me/export', { headers: other.headers })).status).toBe(200);
  });
});

describe('the export, query plans', () => {
  it('reads every list through an index: no table scan, no sort', async () => {
    const d1 = createDb(env.DB);
    const after = { at: '2026-01-01T00:00:00.000Z', rowid: 10 };
    const statements = [
      ...accountStatements(d1, 1),
      ...libraryStatements(d1, 1),
      playsPage(d1, 1, null),
      playsPage(d1, 1, after),
      notificationsPage(d1, 1, null),
      notificationsPage(d1, 1, after),
    ];
    for (const statement of statements) {
      const plan = await planOf(statement);
      expect(plan.join('\n'), statement.toSQL().sql).not.toMatch(/^\s*SCAN |TEMP B-TREE/m);
    }
    expect((await planOf(libraryStatements(d1, 1)[5])).join('\n')).toContain('comments_user_idx');
    expect((await planOf(playsPage(d1, 1, after))).join('\n')).toContain('plays_user_time_idx');
  });
});
