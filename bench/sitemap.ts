import type { Budget } from './budgets';
import { readWhileSampling } from './workerd-memory';

// Issue 27 part 9: "the index and one full child sitemap of 50,000 URLs at
// 100,000 tracks, time reported, and the server's memory grows by less than
// 50 MB while it serves one". The index is also a measured route (`sitemap
// index`, bench/routes.ts); this reads it once for its children, then one
// full child of tracks to the end while sampling workerd's memory.

export type SitemapFigure = {
  name: string;
  index_ms: number;
  /** The child sitemaps the index lists, of every type. */
  children: number;
  child: string;
  urls: number;
  megabytes: number;
  seconds: number;
  rss_start_mb: number;
  rss_peak_mb: number;
  rss_growth_mb: number;
};

export const SITEMAP_CHILD = '/sitemaps/tracks-1.xml';
/** The budget for workerd's growth while it serves one child sitemap. */
export const SITEMAP_MEMORY_MB = 50;

const count = (text: string, word: string) => text.split(word).length - 1;

/** `memoryOf` samples the server's memory in MB (workerdMemory of its pid on the bench). */
export async function measureSitemap(baseUrl: string, memoryOf: () => number): Promise<SitemapFigure> {
  const sent = performance.now();
  const index = await fetch(`${baseUrl}/sitemap.xml`);
  const indexXml = await index.text();
  const indexMs = performance.now() - sent;
  if (!index.ok) throw new Error(`the sitemap index answered ${index.status}`);
  if (!indexXml.includes(`${SITEMAP_CHILD}</loc>`)) throw new Error(`the sitemap index does not list ${SITEMAP_CHILD}`);

  let urls = 0;
  // A "<url>" may straddle two chunks: count across the seam.
  let tail = '';
  const decoder = new TextDecoder();
  const read = await readWhileSampling(`${baseUrl}${SITEMAP_CHILD}`, {}, memoryOf, (chunk) => {
    const text = tail + decoder.decode(chunk, { stream: true });
    urls += count(text, '<url>');
    tail = text.slice(-4);
  });
  return {
    name: `sitemap: ${SITEMAP_CHILD}`,
    index_ms: Number(indexMs.toFixed(1)),
    children: count(indexXml, '<sitemap>'),
    child: SITEMAP_CHILD,
    urls,
    megabytes: Number((read.bytes / 1e6).toFixed(1)),
    seconds: Number(read.seconds.toFixed(2)),
    rss_start_mb: Math.round(read.rss_start_mb),
    rss_peak_mb: Math.round(read.rss_peak_mb),
    rss_growth_mb: Number((read.rss_peak_mb - read.rss_start_mb).toFixed(1)),
  };
}

/** workerd grows by less than 50 MB while serving a full child sitemap (and the child is full: 50,000 URLs). */
export const sitemapMemoryUnder: Budget = ({ sitemap }) => ({
  budget: `sitemap child of 50,000 URLs: workerd grows < ${SITEMAP_MEMORY_MB} MB`,
  actual: sitemap ? `${sitemap.urls.toLocaleString('en')} URLs, +${sitemap.rss_growth_mb} MB` : 'no figure',
  pass: !!sitemap && sitemap.urls === 50_000 && sitemap.rss_growth_mb < SITEMAP_MEMORY_MB,
});

export function renderSitemap(f: SitemapFigure): string {
  return `${f.name}: ${f.urls} URLs, ${f.megabytes} MB in ${f.seconds} s; index (${f.children} children) in ${f.index_ms} ms; workerd memory ${f.rss_start_mb} MB at the start, ${f.rss_peak_mb} MB at the peak (+${f.rss_growth_mb} MB)`;
}
