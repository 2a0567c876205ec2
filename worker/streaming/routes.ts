import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { clientAddress } from '../http/client-address';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { tracks } from '../../db/music-catalog';
import { PLAY_CONTEXT_TYPES } from '../../db/music-social';
import { notFound } from '../http/errors';
import { validate } from '../http/validate';
import { requirePermission } from '../permissions/guard';
import { serveAudio } from './serve-audio';
import { findAudio, findDownload } from './find-audio';
import { logPlay } from './log-play';
import { dailyVisitorHash } from '../insights/visitor-hash';
import { requestPlace } from '../insights/request-place';
import { redirects, respondsEmpty, respondsWith } from '../http/responds';
import { CLOCK_SKEW_MS, QUEUED_PLAY_MAX_AGE_DAYS } from './streaming-constants';
import { scrobblePlay } from '../scrobbling/scrobble-play';

// Subsonic's song payloads read the audio types' extensions from here (worker/subsonic/payloads/payload-values.ts).
export { AUDIO_EXTENSIONS } from './find-audio';

const trackParam = z.object({ id: z.coerce.number().int().positive() });

/** A queued play's time: not older than the queue keeps plays, not ahead of the server's clock by more than a little skew. */
const isRecentPast = (at: number) => at >= Date.now() - QUEUED_PLAY_MAX_AGE_DAYS * 86_400_000 && at <= Date.now() + CLOCK_SKEW_MS;

/** What the track was played from (optional; the personal home's "Jump back in" reads it). Both or neither. */
const playBody = z
  .object({
    context_type: z.enum(PLAY_CONTEXT_TYPES).optional(),
    context_id: z.int().positive().optional(),
    // A play made offline and sent later (docs/offline.md): when it was played, and the client's id for it (counted once).
    played_at: z.iso.datetime({ offset: true }).optional(),
    play_id: z.uuid().optional(),
    // A queued play the listener heard past the scrobble threshold (docs/api/scrobbling.md): how long, in seconds.
    played_seconds: z.number().min(0).max(86_400).optional(),
  })
  .refine((body) => (body.context_type === undefined) === (body.context_id === undefined), { message: 'Give both context_type and context_id, or neither.', path: ['context_id'] })
  .refine((body) => body.played_at === undefined || body.play_id !== undefined, { message: 'A play sent later needs its play_id.', path: ['play_id'] })
  .refine((body) => body.played_seconds === undefined || body.played_at !== undefined, { message: 'Only a play sent later says how long it was heard.', path: ['played_seconds'] })
  .refine((body) => body.played_at === undefined || isRecentPast(Date.parse(body.played_at)), {
    message: `The play time must be in the last ${QUEUED_PLAY_MAX_AGE_DAYS} days.`,
    path: ['played_at'],
  });

/** `offline=1`: the browser saves this copy for offline listening (docs/offline.md), which music.offline allows. */
const streamQuery = z.object({ offline: z.literal('1').optional() });
const offlineCopy = createMiddleware<AppEnv>((c, next) => (c.req.query('offline') === undefined ? next() : requirePermission('music.offline')(c, next)));

/** The audio in its own media type: all of it, or the range asked for (serve-audio.ts). */
const wholeAudio = respondsWith('audio/*', 'The audio, whole');
const audioRange = respondsWith('audio/*', 'The requested byte range of the audio', 206);

/**
 * docs/api/music.md, "Streaming and plays". HEAD on the stream reaches the
 * GET handler (Hono routes HEAD as GET and drops the body); serveAudio sees
 * the HEAD method and reads only the object's metadata.
 */
export const streamingRoutes = new Hono<AppEnv>()
  .get('/tracks/:id/stream', requirePermission('music.play'), offlineCopy, validate('param', trackParam), validate('query', streamQuery), wholeAudio, audioRange, redirects('External audio: Location is its URL'), async (c) => {
    const audio = await findAudio(c.get('db'), c.req.valid('param').id);
    // External audio is the other host's to serve (https only, checked when saved).
    if ('external' in audio) return c.redirect(audio.external, 302);
    return serveAudio(c.req.raw, c.env.MEDIA, audio);
  })
  .get('/tracks/:id/download', requirePermission('music.download'), validate('param', trackParam), respondsWith('audio/*', 'The audio as an attachment'), audioRange, async (c) => {
    const { audio, disposition } = await findDownload(c.get('db'), c.req.valid('param').id);
    return serveAudio(c.req.raw, c.env.MEDIA, audio, { 'Content-Disposition': disposition });
  })
  .post('/tracks/:id/plays', requirePermission('music.play'), validate('param', trackParam), validate('json', playBody), respondsEmpty('The play is logged'), async (c) => {
    const { id } = c.req.valid('param');
    const { context_type, context_id, played_at, play_id, played_seconds } = c.req.valid('json');
    const db = c.get('db');
    const [track] = await db.select({ id: tracks.id, album_id: tracks.album_id }).from(tracks).where(eq(tracks.id, id)).limit(1);
    if (!track) throw notFound();
    const userId = c.get('user')?.id ?? null;
    const ip = clientAddress(c);
    const userAgent = c.req.header('user-agent') ?? null;
    await logPlay(db, {
      track,
      userId,
      ip,
      ...requestPlace(c.req.raw),
      visitor: userId === null ? await dailyVisitorHash(c.env, ip, userAgent) : null,
      userAgent,
      context: context_type && context_id ? { type: context_type, id: context_id } : null,
      ...(play_id ? { playId: play_id } : {}),
      ...(played_at ? { at: new Date(played_at).toISOString() } : {}),
    });
    // Scrobbling (worker/scrobbling/): a play starting now is "now playing"; a queued one heard past the threshold is a scrobble, keyed by its play_id.
    if (userId !== null) c.executionCtx.waitUntil(scrobblePlay(c.env, db, { userId, track, played_at, play_id, played_seconds }));
    return c.body(null, 204);
  });
