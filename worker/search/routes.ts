import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { validate } from '../http/validate';
import { paginate, paginated } from '../http/pagination';
import { requirePermission } from '../permissions/guard';
import { SEARCH_TABS, type SearchTab, AlbumPayload, ArtistPayload, PlaylistPayload, SearchResults, TagPayload, TrackPayload, UserSummary } from '../music/music-types';
import { pageQuery, pageWindow } from '../music/page-query';
import { MAX_QUERY_LENGTH, SEARCH_LIMIT } from './search-constants';
import { matchExpression, queryWords } from './match-expression';
import { searchPage, searchPayloads, searchTotal } from './search-queries';
import { compiledBatch } from '../compiled-batch';
import { cachedSearch } from './search-cache';
import { responds } from '../http/responds';
import { topResult } from './top-result';
import { prefixKey } from './prefix-answers';
import { allTypes, bound, correctedMatch, SPELLED_TABS, type FoundTypes } from './all-types';
import { wholeAnswer } from './whole-answers';

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

const emptyResults = (query: string): SearchResults => ({ query, tracks: [], artists: [], albums: [], playlists: [], users: [], tags: [], top: null });

const isSpelledTab = (tab: SearchTab): tab is (typeof SPELLED_TABS)[number] => (SPELLED_TABS as readonly string[]).includes(tab);

/** A tab's page lists one kind. */
const tabItem = z.union([TrackPayload, ArtistPayload, AlbumPayload, PlaylistPayload, UserSummary, TagPayload]);

/** docs/api/music.md "Search and radio"; the design and its query plans are in docs/search.md. */
export const searchRoutes = new Hono<AppEnv>()
  .get('/search', requirePermission('music.view'), validate('query', allQuery), responds(SearchResults), async (c) => {
    const { query, limit } = c.req.valid('query');
    const words = queryWords(query);
    const match = matchExpression(words);
    if (!match) return c.json(emptyResults(query));
    const prefix = prefixKey(words);
    const answer = (found: FoundTypes): SearchResults => ({ query, ...found, top: topResult(words, found) });
    const key = `all?${new URLSearchParams({ query, limit: String(limit) })}`;
    return cachedSearch(
      c,
      key,
      async () => answer(await allTypes(c.get('db'), words, match, limit, prefix)),
      // A hot prefix: its whole answer from KV, with no D1 statement (decision 037).
      async () => {
        const whole = prefix && (await wholeAnswer(c.get('db'), c.env.CACHE, prefix, limit));
        return whole ? answer(whole) : null;
      },
    );
  })
  .get('/search/:tab', requirePermission('music.view'), validate('param', tabParam), validate('query', tabQuery), responds(paginated(tabItem)), async (c) => {
    const { tab } = c.req.valid('param');
    const { query, page, perPage } = c.req.valid('query');
    const words = queryWords(query);
    const match = matchExpression(words);
    if (!match) return c.json(paginate([], page, perPage, 0));
    const key = `${tab}?${new URLSearchParams({ query, page: String(page), perPage: String(perPage) })}`;
    return cachedSearch(c, key, async () => {
      const db = c.get('db');
      const { limit, offset } = pageWindow({ page, perPage });
      const build = () => [searchPage(db, tab, bound.match, bound.limit, bound.offset), searchTotal(db, tab, bound.match)] as const;
      const load = async (match: string) => {
        const [rows, [{ total }]] = await compiledBatch(db, `search/${tab}`, build, { match, limit, offset });
        return { items: searchPayloads(tab, rows), total };
      };
      let answer = await load(match);
      // As the all-types search: a tab that finds nothing tries the words' corrections.
      const corrected = answer.total === 0 && isSpelledTab(tab) ? await correctedMatch(db, words) : null;
      if (corrected) answer = await load(corrected);
      return paginate(answer.items, page, perPage, answer.total);
    });
  });
