import type { Db } from '../db';
import { rawAll, rawBatch, type Row } from '../raw-batch';
import { escapeHtml } from '../spa/html';
import { idRange, MAX_ENTRY_BYTES, SITEMAP_TYPES, sitemapPages, sitemapRows, sitemapSource, type SitemapType } from './sitemap-sources';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Rows a pull of a child sitemap reads: 20 statements for a full one, a few hundred kB in memory at a time. */
const ROWS_PER_READ = 2_500;

/** An absolute, percent-encoded address (slugs keep letters of any script), escaped: escapeHtml's numeric references (&#38;) are XML's too. */
const loc = (origin: string, path: string) => `<loc>${escapeHtml(new URL(path, origin).href)}</loc>`;

/** A child sitemap's address (`/sitemaps/tracks-2.xml`) and the pattern the route reads it with. */
export const childPath = (type: SitemapType, page: number) => `/sitemaps/${type}-${page}.xml`;
export const CHILD_FILE = new RegExp(`^(${SITEMAP_TYPES.join('|')})-([1-9]\\d{0,5})\\.xml$`);

/**
 * GET /sitemap.xml: a sitemap index of every non-empty child sitemap, one
 * D1 round trip (a statement per type, sitemapPages). No <lastmod> per
 * child: it would read every row of the type.
 */
export async function sitemapIndex(db: Db, origin: string): Promise<string> {
  const pages = await rawBatch(db, SITEMAP_TYPES.map(sitemapPages));
  const entries = SITEMAP_TYPES.flatMap((type, i) => pages[i].map((row) => `<sitemap>${loc(origin, childPath(type, Number(row.page)))}</sitemap>\n`));
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`;
}

function urlEntry(type: SitemapType, origin: string, row: Row): string {
  const { path, shortPath } = sitemapSource(type);
  const lastmod = `<lastmod>${escapeHtml(String(row.updated_at))}</lastmod>`;
  const entry = `<url>${loc(origin, path(row))}${lastmod}</url>\n`;
  // Encoded characters are ASCII: length is bytes. A name long enough to pass the cap is listed by its id-only address.
  return entry.length <= MAX_ENTRY_BYTES || !shortPath ? entry : `<url>${loc(origin, shortPath(Number(row.id)))}${lastmod}</url>\n`;
}

/**
 * One child sitemap, streamed: its first rows are read before answering (a
 * page with none is a 404: null), the rest a keyset page at a time as the
 * client reads, so memory stays flat whatever the catalog's size.
 */
export async function sitemapChild(db: Db, origin: string, type: SitemapType, page: number): Promise<ReadableStream<Uint8Array> | null> {
  const range = idRange(page);
  const read = (after: number) => rawAll(db, sitemapRows(type, after, range.last, ROWS_PER_READ));
  let rows = await read(range.after);
  if (!rows.length) return null;
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(`${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n`));
      },
      async pull(controller) {
        if (rows.length) controller.enqueue(encoder.encode(rows.map((row) => urlEntry(type, origin, row)).join('')));
        if (rows.length < ROWS_PER_READ) {
          controller.enqueue(encoder.encode('</urlset>\n'));
          controller.close();
          return;
        }
        rows = await read(Number(rows[rows.length - 1].id));
      },
    },
    { highWaterMark: 0 },
  );
}
