import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { validate } from '../http/validate';
import { HttpError, notFound, ValidationError } from '../http/errors';
import { requireAuth, requirePermission } from '../permissions/guard';
import { redirects, responds, respondsEmpty } from '../http/responds';
import { ConnectionPayload, connectionsOf, deleteConnection, saveConnection } from './connection-store';
import { validateListenBrainzToken } from './listenbrainz-api';
import { lastFmSession } from './lastfm-api';
import { lastFmAuthUrl, lastFmKeys } from './service-config';
import { lastFmState, stateUser } from './lastfm-state';
import { deliverJob } from './deliver-job';
import { CONNECT_LIMIT, LISTENBRAINZ_TOKEN_MAX, SCROBBLE_MAX_AGE_DAYS } from './scrobbling-constants';
import { hitRateLimit } from '../http/rate-limit';
import { recordScrobble } from './record-scrobble';
import { tracks } from '../../db/music-catalog';
import { eq } from 'drizzle-orm';
import { CLOCK_SKEW_MS } from '../streaming/streaming-constants';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const listenBrainzBody = z.object({
  token: z.string().trim().min(1, 'The token field is required.').max(LISTENBRAINZ_TOKEN_MAX, `The token must not be greater than ${LISTENBRAINZ_TOKEN_MAX} characters.`),
});
const callbackQuery = z.object({ state: z.string().max(500).optional(), token: z.string().max(200).optional() });

const trackParam = z.object({ id: z.coerce.number().int().positive() });
/** A play the web player heard past the threshold: its id (one per play, the idempotency key), when it started, and how long it was heard. */
const scrobbleBody = z.object({
  scrobble_id: z.uuid(),
  started_at: z.iso
    .datetime({ offset: true })
    .refine((at) => Date.parse(at) >= Date.now() - SCROBBLE_MAX_AGE_DAYS * 86_400_000 && Date.parse(at) <= Date.now() + CLOCK_SKEW_MS, {
      message: `The start time must be in the last ${SCROBBLE_MAX_AGE_DAYS} days.`,
    }),
  played_seconds: z.number().min(0).max(86_400),
});

/** scrobbled: the play counts (it is sent to every connection); connections: how many the listener has (0: the player stops asking). */
const ScrobbleAnswer = z.object({ scrobbled: z.boolean(), connections: z.number() });
const ConnectionsAnswer = z.object({ services: z.object({ listenbrainz: z.boolean(), lastfm: z.boolean() }), connections: z.array(ConnectionPayload) });

/** Where the Last.fm callback sends the browser back: the account panel, with `lastfm=failed` when it did not connect. */
const PANEL = '/account-settings#scrobbling';
const PANEL_FAILED = '/account-settings?lastfm=failed#scrobbling';

const unreachable = (message: string) => new HttpError(502, message);

/** docs/api/scrobbling.md: a listener's ListenBrainz and Last.fm connections. */
export const scrobblingRoutes = new Hono<AppEnv>()
  .get('/scrobbling/connections', requireAuth, responds(ConnectionsAnswer), async (c) => {
    const db = c.get('db');
    const [connections, keys] = await Promise.all([connectionsOf(db, c.get('user')!.id), lastFmKeys(c.env, db)]);
    return c.json({ services: { listenbrainz: true, lastfm: keys !== null }, connections });
  })
  .post('/scrobbling/listenbrainz', requireAuth, requirePermission('music.play'), validate('json', listenBrainzBody), responds(z.object({ connection: ConnectionPayload }), 201), async (c) => {
    const { token } = c.req.valid('json');
    await hitRateLimit(c.get('db'), `scrobbling-connect:${c.get('user')!.id}`, CONNECT_LIMIT.max, CONNECT_LIMIT.windowSeconds);
    const checked = await validateListenBrainzToken(c.env, token);
    if ('unreachable' in checked) throw unreachable(`ListenBrainz could not check the token: ${checked.unreachable} Try again later.`);
    if (!checked.valid) throw ValidationError.field('token', 'ListenBrainz does not accept this token. Copy it again from your ListenBrainz settings.');
    return c.json({ connection: await connect(c.env, c.get('db'), c.get('user')!.id, 'listenbrainz', checked.userName, token) }, 201);
  })
  .post('/scrobbling/lastfm/start', requireAuth, requirePermission('music.play'), responds(z.object({ url: z.string() })), async (c) => {
    const keys = await lastFmKeys(c.env, c.get('db'));
    if (!keys) throw notFound();
    await hitRateLimit(c.get('db'), `scrobbling-connect:${c.get('user')!.id}`, CONNECT_LIMIT.max, CONNECT_LIMIT.windowSeconds);
    const callback = new URL('/api/v1/scrobbling/lastfm/callback', c.req.url);
    callback.searchParams.set('state', await lastFmState(c.env, c.get('user')!.id));
    const url = new URL(lastFmAuthUrl(c.env));
    url.searchParams.set('api_key', keys.apiKey);
    url.searchParams.set('cb', callback.href);
    return c.json({ url: url.href });
  })
  // A browser navigation back from Last.fm (last.fm/api/webauth): it always ends on the account panel.
  .get('/scrobbling/lastfm/callback', validate('query', callbackQuery), redirects('Back to the account panel'), async (c) => {
    const { state, token } = c.req.valid('query');
    const user = c.get('user');
    const db = c.get('db');
    const keys = await lastFmKeys(c.env, db);
    if (!user || user.banned_at || !state || !token || !keys || (await stateUser(c.env, state)) !== user.id) return c.redirect(PANEL_FAILED, 302);
    const session = await lastFmSession(c.env, keys, token);
    if ('message' in session) return c.redirect(PANEL_FAILED, 302);
    await connect(c.env, db, user.id, 'lastfm', session.name, session.key);
    return c.redirect(PANEL, 302);
  })
  .post('/tracks/:id/scrobble', requireAuth, requirePermission('music.play'), validate('param', trackParam), validate('json', scrobbleBody), responds(ScrobbleAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const { scrobble_id, started_at, played_seconds } = c.req.valid('json');
    const db = c.get('db');
    const [track] = await db.select({ id: tracks.id }).from(tracks).where(eq(tracks.id, id)).limit(1);
    if (!track) throw notFound();
    // The rule is the server's (scrobbling-constants.ts): a client that asks early, or for a short track, is answered "not a scrobble".
    const result = await recordScrobble(c.env, db, { userId: c.get('user')!.id, trackId: id, key: `web:${scrobble_id}`, startedAt: new Date(started_at), playedSeconds: played_seconds });
    return c.json({ scrobbled: result.scrobble, connections: result.connections });
  })
  .delete('/scrobbling/connections/:id', requireAuth, validate('param', idParam), respondsEmpty('The connection is removed, with its unsent scrobbles'), async (c) => {
    // Someone else's connection is as absent as a missing one.
    if (!(await deleteConnection(c.get('db'), c.get('user')!.id, c.req.valid('param').id))) throw notFound();
    return c.body(null, 204);
  });

/** Stores the connection and sends what it kept while it was revoked (a reconnect). */
async function connect(env: Env, db: AppEnv['Variables']['db'], userId: number, service: 'listenbrainz' | 'lastfm', name: string, credential: string) {
  const id = await saveConnection(env, db, userId, service, name, credential);
  await env.JOBS.send(deliverJob(id));
  return (await connectionsOf(db, userId)).find((connection) => connection.id === id)!;
}
