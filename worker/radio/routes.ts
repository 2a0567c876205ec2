import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../types';
import type { Db } from '../db';
import { notFound } from '../http/errors';
import { validate } from '../http/validate';
import { requirePermission } from '../permissions/guard';
import { type RadioSeedType, type TrackPayload, RadioPayload } from '../music/music-types';
import { toTrackPayload } from '../music/select/track-select';
import { relatedTracksQuery, seedQuery, seedTrackQuery } from './radio-query';
import { mixRadio } from './radio-mix';
import { responds } from '../http/responds';

const RADIO_SEED_TYPES = ['artist', 'track', 'genre'] as const satisfies readonly RadioSeedType[];

const radioParams = z.object({
  seedType: z.enum(RADIO_SEED_TYPES),
  seedId: z.coerce.number().int().positive(),
});

/** The seed and its related tracks, in one round trip. */
async function loadRadio(db: Db, type: RadioSeedType, id: number): Promise<RadioPayload> {
  const related = relatedTracksQuery(db, type, id);
  if (type === 'track') {
    const [[seedRow], candidates] = await db.batch([seedTrackQuery(db, id), related]);
    if (!seedRow) throw notFound();
    const seed = toTrackPayload(seedRow);
    const tracks: TrackPayload[] = [seed, ...mixRadio(candidates, 1).map(toTrackPayload)];
    return { seed: { type, id, name: seed.name, image: seed.image }, tracks };
  }
  const [[seed], candidates] = await db.batch([seedQuery(db, type, id), related]);
  if (!seed) throw notFound();
  return { seed: { type, ...seed }, tracks: mixRadio(candidates, 0).map(toTrackPayload) };
}

/** docs/api/music.md "Search and radio"; how tracks are chosen: docs/radio.md. */
export const radioRoutes = new Hono<AppEnv>().get('/radio/:seedType/:seedId', requirePermission('music.view'), validate('param', radioParams), responds(RadioPayload), async (c) => {
  const { seedType, seedId } = c.req.valid('param');
  return c.json(await loadRadio(c.get('db'), seedType, seedId));
});
