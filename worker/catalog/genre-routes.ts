import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { genres } from '../../db/music-catalog';
import { requirePermission } from '../permissions/guard';
import { validate } from '../http/validate';
import { responds } from '../http/responds';
import { notFound } from '../http/errors';
import { selectGenres } from '../music/list-queries';
import { toTrackPayload } from '../music/select/track-select';
import { toArtistPayload } from '../music/select/artist-select';
import { GenrePagePayload, GenrePayload } from '../music/music-types';
import { nameParam } from './catalog-params';
import { genreArtists, genreTracks } from './genre-lists';

/** How many artists and tracks the genre page shows. */
const GENRE_PAGE_ITEMS = 20;

/** Genre names are lower-case slugs (db/music-catalog.ts). */
const genreNameParam = z.object({ name: nameParam.shape.name.toLowerCase() });

/** docs/api/music.md, Catalog: the genre list and a genre's page. */
export const genreRoutes = new Hono<AppEnv>()
  .get('/genres', requirePermission('music.view'), responds(z.object({ genres: z.array(GenrePayload) })), async (c) => {
    return c.json({ genres: await selectGenres(c.get('db')).orderBy(genres.name) });
  })
  .get('/genres/:name', requirePermission('music.view'), validate('param', genreNameParam), responds(GenrePagePayload), async (c) => {
    const { name } = c.req.valid('param');
    const db = c.get('db');
    const [[genre], artistRows, trackRows] = await db.batch([
      selectGenres(db).where(eq(genres.name, name)),
      genreArtists(db, name).limit(GENRE_PAGE_ITEMS),
      genreTracks(db, name).limit(GENRE_PAGE_ITEMS),
    ]);
    if (!genre) throw notFound();
    return c.json({ genre, artists: artistRows.map(toArtistPayload), tracks: trackRows.map(toTrackPayload) } satisfies GenrePagePayload);
  });
