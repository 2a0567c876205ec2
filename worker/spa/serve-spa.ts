import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../types';
import { buildBootstrapData } from '../bootstrap/bootstrap-data';
import { getAppSnapshot } from '../cache/app-snapshot';
import { renderSeoTags, seoFor } from './seo';
import { pageFacts } from './page-facts';
import { scriptJson } from './html';
import { THEME_COOKIE, themeStyle } from './theme-style';
import { fontLink, fontServiceOrigin } from './theme-font';
import { customCode } from './custom-code';
import { notFound } from '../http/errors';
import { allowFontService, cspNonce } from '../http/security-headers';
import { logServedPage } from '../insights/page-views';

const HEAD_MARKER = '<!--app-head-->';
/**
 * index.html changes only with a deploy (which starts new isolates) or a local
 * rebuild; a few seconds of reuse saves an assets fetch on every navigation.
 */
const SHELL_REUSE_MS = 5_000;
let shellCache: { html: string; at: number } | null = null;

async function readShell(c: Context<AppEnv>, url: URL): Promise<string | null> {
  if (shellCache && Date.now() - shellCache.at < SHELL_REUSE_MS) return shellCache.html;
  const shell = await c.env.ASSETS.fetch(new Request(new URL('/', url)));
  if (!shell.ok) return null;
  shellCache = { html: await shell.text(), at: Date.now() };
  return shellCache.html;
}

/**
 * HTML navigations: index.html from the ASSETS binding with bootstrap data,
 * SEO tags, the active theme and its font, and the custom code injected
 * (DESIGN section 1; docs/api/appearance.md). The page's one D1 statement for
 * its SEO facts runs beside the bootstrap data. Other files the worker was
 * asked for (run_worker_first) are passed on to the assets.
 */
export async function serveSpa(c: Context<AppEnv>) {
  const url = new URL(c.req.url);
  const wantsHtml = (c.req.header('accept') ?? '').includes('text/html') || !/\.\w+$/.test(url.pathname);
  if (!wantsHtml) {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    // The assets' SPA fallback answers a missing file with index.html; a missing file is a 404.
    if ((asset.headers.get('Content-Type') ?? '').startsWith('text/html') && !/\.html?$/.test(url.pathname)) throw notFound();
    return asset;
  }

  const db = c.get('db');
  const [html, data, facts] = await Promise.all([readShell(c, url), buildBootstrapData(c), pageFacts(db, url.pathname, url.origin)]);
  if (html === null) return c.text('The app has not been built. Run `npm run build`.', 503);
  // Bootstrap data just read the snapshot: this is the isolate's copy, with the private settings (SEO templates, custom code).
  const { settings } = await getAppSnapshot(c.env, db);
  const seo = seoFor(facts, settings, { path: url.pathname, guest: !data.user });
  const theme = themeStyle(data, getCookie(c, THEME_COOKIE));
  const fontService = typeof settings['themes.font_service'] === 'string' ? settings['themes.font_service'] : '';
  allowFontService(c, fontServiceOrigin(fontService));
  const custom = customCode(settings);
  const nonce = cspNonce(c);
  const head = [
    renderSeoTags(seo, url.href, data.branding.site_name, nonce),
    `<style id="be-theme-vars">${theme.css}</style>`,
    fontLink(theme.fonts, fontService),
    custom.head,
    `<script nonce="${nonce}">window.bootstrapData=${scriptJson(data)}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');

  // Replacer functions: the inserted text is taken as is (a string replacement would read `$&` in it).
  let page = html.replace(/<title>.*?<\/title>/s, '').replace(HEAD_MARKER, () => head);
  if (custom.body) page = page.replace(/<body[^>]*>/, (tag) => `${tag}\n    ${custom.body}`);
  if (theme.isDark !== null) page = page.replace('<html', `<html class="${theme.isDark ? 'dark' : 'light'}"`);
  // Vite's module scripts carry no nonce; they are same-origin, which script-src 'self' allows.
  c.header('Cache-Control', 'no-store');
  logServedPage(c);
  return c.html(page);
}
