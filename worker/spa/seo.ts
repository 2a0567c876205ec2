import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { customPages } from '../../db/custom-pages';
import type { BootstrapData } from '../bootstrap/bootstrap-types';
import { escapeHtml } from './html';
import { catalogSeo } from './catalog-seo';

export type SeoTags = { title: string; description: string; type?: string; image?: string | null };

/**
 * The page's title and description for crawlers and link previews
 * (DESIGN section 1).
 */
export async function seoFor(db: Db, path: string, data: BootstrapData): Promise<SeoTags> {
  const site = data.branding.site_name;
  const base = { title: site, description: data.branding.site_description ?? '' };
  const page = /^\/pages\/(?:(\d+)\/)?([\w-]+)$/.exec(path);
  if (page) {
    const [row] = await db
      .select({ title: customPages.title, body: customPages.body })
      .from(customPages)
      .where(page[1] ? eq(customPages.id, Number(page[1])) : eq(customPages.slug, page[2]))
      .limit(1);
    if (row) return { title: `${row.title} - ${site}`, description: plainText(row.body).slice(0, 160), type: 'article' };
  }
  const catalog = await catalogSeo(db, path);
  if (catalog) return { ...catalog, title: `${catalog.title} - ${site}` };
  const search = /^\/search\/([^/]+)/.exec(path);
  if (search) return { ...base, title: `Search results for "${safeDecode(search[1])}" - ${site}` };
  return base;
}

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function renderSeoTags(seo: SeoTags, url: string): string {
  const title = escapeHtml(seo.title);
  const description = escapeHtml(seo.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:type" content="${seo.type ?? 'website'}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="summary">`,
    // Our own images are site-relative paths; previews need absolute URLs.
    ...(seo.image ? [`<meta property="og:image" content="${escapeHtml(new URL(seo.image, url).href)}">`] : []),
  ].join('\n    ');
}
