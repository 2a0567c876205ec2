import { Hono } from 'hono';
import { queueLoudness } from '../audio/loudness-jobs';
import { browserLoudnessAnswer, browserLoudnessBody, storeBrowserLoudness } from '../audio/browser-loudness';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../types';
import type { Db } from '../db';
import { lyrics, tracks } from '../../db/music-catalog';
import { validate } from '../http/validate';
import { requireAnyPermission, requireAuth } from '../permissions/guard';
import { PUBLISHERS } from './backstage-constants';
import { loadTrackPage } from '../catalog/track-page';
import { ownedBy } from './backstage-access';
import { backstageParam, trackInputBody, trackUpdateBody } from './backstage-schemas';
import { publishTrack, updateTrack } from './track-publish';
import { BackstageTrack } from './backstage-types';
import { scopeOf } from '../workspaces/content-scope';
import { queueRelease } from '../notifications/fanout-jobs';
import { responds } from '../http/responds';
import { z } from 'zod';
import { TrackDetailPayload } from '../music/music-types';

const TRACK_PATH = '/backstage/tracks/:id{[0-9]+}';

/** The track page's payload plus what its editor needs. */
async function loadBackstageTrack(db: Db, id: number): Promise<BackstageTrack> {
  const [page, [extra]] = await Promise.all([
    loadTrackPage(db, id),
    db
      .select({ album_id: tracks.album_id, audio_mime: tracks.audio_mime, audio_size: tracks.audio_size, has_audio: tracks.audio_key, lyrics: lyrics.text, external_url: tracks.external_url, explicit: tracks.explicit, release_date: tracks.release_date })
      .from(tracks)
      .leftJoin(lyrics, eq(lyrics.track_id, tracks.id))
      .where(eq(tracks.id, id)),
  ]);
  return {
    ...page.track,
    album_id: extra.album_id,
    lyrics: extra.lyrics,
    external_url: extra.external_url,
    explicit: extra.explicit,
    // The track's own date (the page's falls back to the album's).
    release_date: extra.release_date,
    audio: extra.has_audio ? { mime: extra.audio_mime, size: extra.audio_size } : null,
  };
}

/** Publishing and saving answer the track page's payload (catalog/track-page.ts). */
const trackPage = z.object({ track: TrackDetailPayload });

/** docs/api/uploads.md, Backstage publishing: tracks. */
export const backstageTrackRoutes = new Hono<AppEnv>()
  .get(TRACK_PATH, requireAuth, requireAnyPermission(PUBLISHERS), ownedBy('track'), validate('param', backstageParam), responds(z.object({ track: BackstageTrack })), async (c) => {
    return c.json({ track: await loadBackstageTrack(c.get('db'), c.req.valid('param').id) });
  })
  .post('/backstage/tracks', requireAuth, requireAnyPermission(PUBLISHERS), validate('json', trackInputBody), responds(trackPage, 201), async (c) => {
    const db = c.get('db');
    const input = c.req.valid('json');
    const { id, artistIds } = await publishTrack({ db, media: c.env.MEDIA, scope: scopeOf(c) }, input);
    // Followers of the credited artists hear of it through the queue, never in this request; so is the audio measured.
    await queueRelease(c.env, { kind: 'track', id }, artistIds, c.get('user')!.id, new URL(c.req.url).origin);
    if (input.file_entry_id) await queueLoudness(c.env, id);
    return c.json(await loadTrackPage(db, id), 201);
  })
  .put(
    TRACK_PATH,
    requireAuth,
    requireAnyPermission(PUBLISHERS),
    ownedBy('track'),
    validate('param', backstageParam),
    validate('json', trackUpdateBody),
    responds(trackPage),
    async (c) => {
      const db = c.get('db');
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      await updateTrack({ db, media: c.env.MEDIA, scope: scopeOf(c) }, id, input);
      if (input.file_entry_id) await queueLoudness(c.env, id);
      return c.json(await loadTrackPage(db, id));
    },
  )
  // The uploader's browser measured the audio the server cannot decode (docs/decisions/028): the editor's own permission and ownership.
  .put(
    `${TRACK_PATH}/loudness`,
    requireAuth,
    requireAnyPermission(PUBLISHERS),
    ownedBy('track'),
    validate('param', backstageParam),
    validate('json', browserLoudnessBody),
    responds(browserLoudnessAnswer),
    async (c) => {
      const loudness = await storeBrowserLoudness(c.get('db'), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ loudness, source: 'browser' as const });
    },
  );
