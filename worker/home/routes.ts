import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { requireAuth } from '../permissions/guard';
import { validate } from '../http/validate';
import { responds } from '../http/responds';
import { notFound } from '../http/errors';
import { toTrackPayload } from '../music/select/track-select';
import { MIX_ID, MixPage, PersonalHome, type MixSeedType } from './home-types';
import { mixQueries } from './mixes';
import { loadPersonalHome, mixArtists } from './personal-home';

const mixParam = z.object({ mixId: z.string().regex(MIX_ID, 'A mix id is artist-{id} or genre-{id}.') });

/**
 * One listener's own answers: never cached, here (no memoize) or by any
 * cache between (decision 020: signed-in reads are authorized at the edge,
 * but what they answer is theirs).
 */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** docs/api/home.md: the personal home's shelves and a mix. */
export const homeRoutes = new Hono<AppEnv>()
  .get('/me/home', requireAuth, responds(PersonalHome), async (c) => {
    const home: z.infer<typeof PersonalHome> = await loadPersonalHome(c.get('db'), c.get('user')!.id);
    return c.json(home, 200, PRIVATE);
  })
  .get('/me/mixes/:mixId', requireAuth, validate('param', mixParam), responds(MixPage), async (c) => {
    const [, type, id] = MIX_ID.exec(c.req.valid('param').mixId)!;
    const db = c.get('db');
    const [[seed], rows] = await db.batch(mixQueries(db, c.get('user')!.id, type as MixSeedType, Number(id)));
    if (!seed) throw notFound();
    const tracks = rows.map(toTrackPayload);
    const names = tracks.map((track) => track.artists[0]?.name ?? null);
    const page: z.infer<typeof MixPage> = {
      mix: {
        model_type: 'mix',
        id: `${type}-${id}`,
        seed_type: type as MixSeedType,
        seed_id: Number(id),
        name: seed.name,
        image: seed.image,
        artists: mixArtists(type === 'artist' ? [seed.name, ...names] : names),
        tracks_count: tracks.length,
      },
      tracks,
    };
    return c.json(page, 200, PRIVATE);
  });
