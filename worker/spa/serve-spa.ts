import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../types';
import { buildBootstrapData } from '../bootstrap/bootstrap-data';
import { renderSeoTags, seoFor } from './seo';
import { scriptJson } from './html';
import { THEME_COOKIE, themeStyle } from './theme-style';
import { notFound } from '../http/errors';
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
 * SEO tags and the active theme injected (DESIGN section 1). Other files the
 * worker was asked for (run_worker_first) are passed on to the assets.
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

  const [html, data] = await Promise.all([readShell(c, url), buildBootstrapData(c)]);
  if (html === null) return c.text('The app has not been built. Run `npm run build`.', 503);
  const seo = await seoFor(c.get('db'), url.pathname, data);
  const theme = themeStyle(data, getCookie(c, THEME_COOKIE));
  const nonce = c.get('cspNonce');
  const head = [
    renderSeoTags(seo, url.href),
    `<style id="be-theme-vars">${theme.css}</style>`,
    `<script nonce="${nonce}">window.bootstrapData=${scriptJson(data)}</script>`,
  ].join('\n    ');

  let page = html.replace(/<title>.*?<\/title>/s, '').replace(HEAD_MARKER, head);
  if (theme.isDark !== null) page = page.replace('<html', `<html class="${theme.isDark ? 'dark' : 'light'}"`);
  // Vite's module scripts carry no nonce; they are same-origin, which script-src 'self' allows.
  c.header('Cache-Control', 'no-store');
  logServedPage(c);
  return c.html(page);
}
