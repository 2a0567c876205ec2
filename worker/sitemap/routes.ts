import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { respondsWith } from '../http/responds';
import { notFound } from '../http/errors';
import { CHILD_FILE, sitemapChild, sitemapIndex } from './sitemap-xml';
import type { SitemapType } from './sitemap-sources';

const XML = 'application/xml; charset=utf-8';
/** Crawlers read these now and then; an hour's reuse by a cache in between is fresh enough. */
const CACHE_CONTROL = 'public, max-age=3600';

/** Paths no crawler should walk: the API and the signed-in areas (they answer a guest with a sign-in wall anyway). */
const DISALLOWED = ['/api/', '/auth/', '/secure/', '/admin/', '/backstage/'];

/**
 * Issue 27 part 9, outside /api (docs/api/appearance.md): robots.txt naming
 * the sitemap index, the index, and each child sitemap, every address
 * absolute on the request's origin. Public and session-free: mounted before
 * authentication (worker/app.ts).
 */
export const sitemapRoutes = new Hono<AppEnv>()
  .get('/robots.txt', respondsWith('text/plain', 'robots.txt: the sitemap index, and what crawlers may skip'), (c) => {
    const origin = new URL(c.req.url).origin;
    const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
    return c.text(lines.join('\n'), 200, { 'Cache-Control': CACHE_CONTROL });
  })
  .get('/sitemap.xml', respondsWith('application/xml', 'A sitemap index of the child sitemaps'), async (c) => {
    const xml = await sitemapIndex(c.get('db'), new URL(c.req.url).origin);
    return c.body(xml, 200, { 'Content-Type': XML, 'Cache-Control': CACHE_CONTROL });
  })
  .get('/sitemaps/:file', respondsWith('application/xml', 'A child sitemap: up to 50,000 URLs of one type, streamed'), async (c) => {
    const match = CHILD_FILE.exec(c.req.param('file'));
    if (!match) throw notFound();
    const body = await sitemapChild(c.get('db'), new URL(c.req.url).origin, match[1] as SitemapType, Number(match[2]));
    if (!body) throw notFound();
    return c.body(body, 200, { 'Content-Type': XML, 'Cache-Control': CACHE_CONTROL });
  });
