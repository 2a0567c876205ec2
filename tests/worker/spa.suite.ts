import { describe, expect, it } from 'vitest';
import { adminHeaders, postJson, request } from './support/http';

const navigate = (path: string, headers: Record<string, string> = {}) =>
  request(path, { headers: { Accept: 'text/html', ...headers } });

function inlinedBootstrap(html: string) {
  const match = /<script nonce="([\w-]+)">window\.bootstrapData=(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no inlined bootstrap data');
  return { nonce: match[1], data: JSON.parse(match[2]) };
}

describe('HTML navigations', () => {
  it('serve index.html with bootstrap data inlined under the CSP nonce', async () => {
    const res = await navigate('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    const { nonce, data } = inlinedBootstrap(html);
    expect(res.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    expect(data.branding.site_name).toBeDefined();
    expect(html).toContain('<div id="root">');
    expect(html).toMatch(/<script type="module"[^>]*src="\/assets\//);
  });

  it('serve deep links too, with the page title for custom pages', async () => {
    const html = await (await navigate('/pages/privacy-policy')).text();
    expect(html).toMatch(/<title>Privacy policy - [^<]+<\/title>/);
    expect(html).toContain('<meta property="og:title" content="Privacy policy - ');
    expect(html).toContain('<meta name="description" content="What we collect');
  });

  it('escape stored text so it cannot close the script element', async () => {
    await postJson('/api/v1/settings', { settings: { 'branding.site_name': '</script><script>alert(1)</script>' } }, await adminHeaders());
    const html = await (await navigate('/search/x')).text();
    expect(html).not.toContain('</script><script>alert(1)');
    expect(inlinedBootstrap(html).data.branding.site_name).toBe('</script><script>alert(1)</script>');
    expect(html).toContain('&#60;/script&#62;');
  });

  it('paint the theme chosen by cookie before any script runs', async () => {
    const light = await (await navigate('/', { Cookie: 'be-active-theme=light' })).text();
    expect(light).toContain('<html class="light"');
    expect(light).toMatch(/<style id="be-theme-vars">:root\{--be-primary:/);
    const system = await (await navigate('/')).text();
    expect(system).toContain('@media (prefers-color-scheme: dark)');
  });

  it('pass other files to the static assets', async () => {
    const res = await request('/favicon.svg', { headers: { Accept: 'image/*' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<svg');
  });

  it('serve the service worker revalidated on every check (no-cache) and allowed the whole origin (docs/offline.md)', async () => {
    const res = await request('/sw.js', { headers: { Accept: '*/*', 'Service-Worker': 'script' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('Service-Worker-Allowed')).toBe('/');
    expect(await res.text()).toContain('melodia-shell-');
  });
});
