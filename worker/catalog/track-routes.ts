import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../types';
import { lyrics } from '../../db/music-catalog';
import { requirePermission } from '../permissions/guard';
import { z } from 'zod';
import { validate } from '../http/validate';
import { responds } from '../http/responds';
import { LyricsPayload, TrackDetailPayload } from '../music/music-types';
import { notFound } from '../http/errors';
import { idParam } from './catalog-params';
import { loadTrackPage } from './track-page';
import { toLyricsPayload } from './lyrics-parser';
import { memoize } from '../cache/memory-cache';

const trackAnswer = z.object({ track: TrackDetailPayload });

/** docs/api/music.md, Catalog: the track page and its lyrics. */
export const trackRoutes = new Hono<AppEnv>()
  .get('/tracks/:id', requirePermission('music.view'), validate('param', idParam), responds(trackAnswer), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await memoize(`track:${id}`, () => loadTrackPage(c.get('db'), id)));
  })
  .get('/tracks/:id/lyrics', requirePermission('music.view'), validate('param', idParam), responds(z.object({ lyrics: LyricsPayload })), async (c) => {
    const [row] = await c
      .get('db')
      .select({ track_id: lyrics.track_id, text: lyrics.text, synced: lyrics.synced })
      .from(lyrics)
      .where(eq(lyrics.track_id, c.req.valid('param').id));
    if (!row) throw notFound();
    return c.json({ lyrics: toLyricsPayload(row) });
  });
