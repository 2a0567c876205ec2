import type { FlatSettings } from '../cache/app-snapshot';
import { escapeHtml, scriptJson } from './html';
import { LANDING_FACTS, type PageFacts } from './page-facts';
import { fillTemplate, shortText } from './seo-template';
import type { JsonLd } from './json-ld';

export type SeoTags = { title: string; description: string; ogType: string; image: string | null; jsonLd: JsonLd | null };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The page's title and description for crawlers and link previews (DESIGN
 * section 1; issue 27 part 7): its templates filled with its facts and the
 * site's. A title or description that fills to nothing is the site's name
 * or description. `/` is the landing page for a guest when the home page
 * is the landing page (SPEC section 2, homepage.type).
 */
export function seoFor(facts: PageFacts, settings: FlatSettings, page: { path: string; guest: boolean }): SeoTags {
  const landingAtRoot = page.path === '/' && page.guest && settings['homepage.type'] === 'landingPage';
  const { templates, values, ogType, image, jsonLd } = landingAtRoot ? LANDING_FACTS : facts;
  const site = { site_name: text(settings['branding.site_name']), site_description: text(settings['branding.site_description']) };
  const all = {
    ...values,
    ...site,
    ...(templates === 'landing' ? { 'landing.headline': text(settings['landing.headline']), 'landing.text': shortText(text(settings['landing.text'])) } : {}),
  };
  const { title, description } =
    typeof templates === 'string'
      ? { title: text(settings[`seo.${templates}.title`]), description: text(settings[`seo.${templates}.description`]) }
      : templates;
  return {
    title: fillTemplate(title, all) || site.site_name,
    description: fillTemplate(description, all) || site.site_description,
    ogType,
    image,
    jsonLd,
  };
}

/** `<title>`, description, Open Graph, Twitter and JSON-LD (under the CSP nonce), every text escaped. */
export function renderSeoTags(seo: SeoTags, url: string, siteName: string, nonce: string): string {
  const title = escapeHtml(seo.title);
  const description = escapeHtml(seo.description);
  // Our own images are site-relative paths; previews need absolute URLs.
  const image = seo.image ? escapeHtml(new URL(seo.image, url).href) : null;
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:type" content="${escapeHtml(seo.ogType)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    ...(image ? [`<meta property="og:image" content="${image}">`] : []),
    // Covers and avatars are square: the small card suits them.
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    ...(image ? [`<meta name="twitter:image" content="${image}">`] : []),
    ...(seo.jsonLd ? [`<script type="application/ld+json" nonce="${nonce}">${scriptJson(seo.jsonLd)}</script>`] : []),
  ].join('\n    ');
}
