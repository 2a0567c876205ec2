import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { validate } from '../http/validate';
import { paginate, paginated } from '../http/pagination';
import { requirePermission } from '../permissions/guard';
import { SEARCH_TABS, AlbumPayload, ArtistPayload, PlaylistPayload, SearchResults, TagPayload, TrackPayload, UserSummary } from '../music/music-types';
import { asBatch } from '../music/batch-rows';
import { pageQuery, pageWindow } from '../music/page-query';
import { MAX_QUERY_LENGTH, SEARCH_LIMIT } from './search-constants';
import { matchExpression, queryWords } from './match-expression';
import { searchPage, searchTotal } from './search-queries';
import { cachedSearch } from './search-cache';
import { responds } from '../http/responds';

/** The query as searched and echoed: NFC, whitespace collapsed. */
const queryText = z
  .string()
  .trim()
  .min(1, 'The query field is required.')
  .max(MAX_QUERY_LENGTH, `The query must not be greater than ${MAX_QUERY_LENGTH} characters.`)
  .transform((query) => query.normalize('NFC').replace(/\s+/g, ' '));

const allQuery = z.object({
  query: queryText,
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT.max).default(SEARCH_LIMIT.default),
});
const tabParam = z.object({ tab: z.enum(SEARCH_TABS) });
const tabQuery = pageQuery.extend({ query: queryText });

const emptyResults = (query: string): SearchResults => ({ query, tracks: [], artists: [], albums: [], playlists: [], users: [], tags: [] });

/** A tab's page lists one kind. */
const tabItem = z.union([TrackPayload, ArtistPayload, AlbumPayload, PlaylistPayload, UserSummary, TagPayload]);

/** docs/api/music.md "Search and radio"; the design and its query plans are in docs/search.md. */
export const searchRoutes = new Hono<AppEnv>()
  .get('/search', requirePermission('music.view'), validate('query', allQuery), responds(SearchResults), async (c) => {
    const { query, limit } = c.req.valid('query');
    const match = matchExpression(queryWords(query));
    if (!match) return c.json(emptyResults(query));
    const key = `all?${new URLSearchParams({ query, limit: String(limit) })}`;
    return cachedSearch(c, key, async () => {
      const db = c.get('db');
      const pages = SEARCH_TABS.map((tab) => searchPage(db, tab, match, limit, 0));
      // Six statements, one round trip.
      const rows = await db.batch(asBatch(pages.map((page) => page.query)));
      const found = Object.fromEntries(SEARCH_TABS.map((tab, i) => [tab, pages[i].toPayloads(rows[i] as unknown[])]));
      return { query, ...found } as SearchResults;
    });
  })
  .get('/search/:tab', requirePermission('music.view'), validate('param', tabParam), validate('query', tabQuery), responds(paginated(tabItem)), async (c) => {
    const { tab } = c.req.valid('param');
    const { query, page, perPage } = c.req.valid('query');
    const match = matchExpression(queryWords(query));
    if (!match) return c.json(paginate([], page, perPage, 0));
    const key = `${tab}?${new URLSearchParams({ query, page: String(page), perPage: String(perPage) })}`;
    return cachedSearch(c, key, async () => {
      const db = c.get('db');
      const { limit, offset } = pageWindow({ page, perPage });
      const results = searchPage(db, tab, match, limit, offset);
      const [rows, [{ total }]] = await db.batch([results.query, searchTotal(db, tab, match)]);
      return paginate(results.toPayloads(rows as unknown[]), page, perPage, total);
    });
  });
