import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { customPages } from '../../db/custom-pages';
import type { SeoPage } from '../settings/appearance-defaults';
import { catalogFacts } from './catalog-seo';
import { shortText } from './seo-template';
import type { JsonLd } from './json-ld';

/**
 * What the HTML shell knows of a page for its SEO tags: whose templates
 * title it (an SEO page's settings `seo.{page}.title|description`, or fixed
 * ones), the placeholders' values from its row, its Open Graph type and
 * image, and its JSON-LD.
 */
export type PageFacts = {
  templates: SeoPage | { title: string; description: string };
  values: Record<string, string>;
  ogType: string;
  image: string | null;
  jsonLd: JsonLd | null;
};

/** Any page that is not one of the others: the site's name and description. */
export const SITE_FACTS: PageFacts = {
  templates: { title: '{{site_name}}', description: '{{site_description}}' },
  values: {},
  ogType: 'website',
  image: null,
  jsonLd: null,
};

export const LANDING_FACTS: PageFacts = { ...SITE_FACTS, templates: 'landing' };

/** Custom pages are no SEO page of the editor: their own title, and their text's start as the description. */
const CUSTOM_PAGE_TEMPLATES = { title: '{{page.title}} - {{site_name}}', description: '{{page.text}}' };

/**
 * The facts of the page at `path`, with at most one D1 statement (a custom
 * page, a catalog page or a channel, each by its key's index); the landing
 * page and search need none. `/` is the landing page only for a guest when
 * the home page is the landing page (seoFor decides, from the settings).
 */
export async function pageFacts(db: Db, path: string, origin: string): Promise<PageFacts> {
  if (path === '/landing') return LANDING_FACTS;
  const search = /^\/search\/([^/]+)/.exec(path);
  if (search) return { ...SITE_FACTS, templates: 'search', values: { query: safeDecode(search[1]) } };
  const page = /^\/pages\/(?:(\d+)\/)?([\w-]+)$/.exec(path);
  if (page) {
    const [row] = await db
      .select({ title: customPages.title, body: customPages.body })
      .from(customPages)
      .where(page[1] ? eq(customPages.id, Number(page[1])) : eq(customPages.slug, page[2]))
      .limit(1);
    return row ? { ...SITE_FACTS, templates: CUSTOM_PAGE_TEMPLATES, values: { 'page.title': row.title, 'page.text': shortText(plainText(row.body)) }, ogType: 'article' } : SITE_FACTS;
  }
  return (await catalogFacts(db, path, origin)) ?? SITE_FACTS;
}

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
