import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../types';
import { lyrics, tracks } from '../../db/music-catalog';
import { requirePermission } from '../permissions/guard';
import { z } from 'zod';
import { validate } from '../http/validate';
import { responds } from '../http/responds';
import { LyricsPayload, TrackDetailPayload } from '../music/music-types';
import { notFound } from '../http/errors';
import { idParam } from './catalog-params';
import { loadTrackPage } from './track-page';
import { toLyricsPayload } from './lyrics-parser';
import { memoizedJson } from '../cache/memory-cache';

const trackAnswer = z.object({ track: TrackDetailPayload });

/** docs/api/music.md, Catalog: the track page and its lyrics. */
export const trackRoutes = new Hono<AppEnv>()
  .get('/tracks/:id', requirePermission('music.view'), validate('param', idParam), responds(trackAnswer), async (c) => {
    const { id } = c.req.valid('param');
    return memoizedJson(c, `track:${id}`, () => loadTrackPage(c.get('db'), id));
  })
  // A track without lyrics is an expected miss (the player asks for every track it plays): 200 with null,
  // so the browser logs no failed request; only a missing track is 404 (issue 26).
  .get('/tracks/:id/lyrics', requirePermission('music.view'), validate('param', idParam), responds(z.object({ lyrics: LyricsPayload.nullable() })), async (c) => {
    const [row] = await c
      .get('db')
      .select({ track_id: tracks.id, text: lyrics.text, synced: lyrics.synced })
      .from(tracks)
      .leftJoin(lyrics, eq(lyrics.track_id, tracks.id))
      .where(eq(tracks.id, c.req.valid('param').id));
    if (!row) throw notFound();
    const { text, synced } = row;
    return c.json({ lyrics: text === null ? null : toLyricsPayload({ track_id: row.track_id, text, synced: synced ?? false }) });
  });
