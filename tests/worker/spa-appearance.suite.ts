import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { themes } from '../../db/appearance';
import { forgetAppSnapshot } from '../../worker/cache/app-snapshot';
import { SETTING_DEFAULTS } from '../../worker/settings/defaults';
import { adminHeaders, db, postJson, request } from './support/http';

const navigate = async (path = '/', cookie?: string) => {
  const res = await request(path, { headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) } });
  return { html: await res.text(), csp: res.headers.get('content-security-policy') ?? '' };
};
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

let changed: string[] = [];
async function setSettings(values: Record<string, unknown>) {
  changed.push(...Object.keys(values));
  expect((await postJson('/api/v1/settings', { settings: values }, await adminHeaders())).status).toBe(200);
}

type Font = typeof themes.$inferSelect.font;
let fontsChanged = false;
async function setFonts(light: Font, dark: Font) {
  fontsChanged = true;
  await db().update(themes).set({ font: light }).where(eq(themes.default_light, true));
  await db().update(themes).set({ font: dark }).where(eq(themes.default_dark, true));
  await forgetAppSnapshot(env);
}

afterEach(async () => {
  if (changed.length) await postJson('/api/v1/settings', { settings: Object.fromEntries(changed.map((name) => [name, SETTING_DEFAULTS[name].value])) }, await adminHeaders());
  changed = [];
  if (fontsChanged) await setFonts(null, null);
  fontsChanged = false;
});

describe('custom code in the HTML shell', () => {
  it('serves the custom CSS in the head and the custom HTML at the start of the body, to every visitor', async () => {
    const before = await navigate();
    expect(before.html).not.toContain('be-custom-code');
    await setSettings({ 'custom_code.css': 'body { outline: 1px solid red; }', 'custom_code.html': '<p class="banner">Hi $& there</p>' });
    const { html, csp } = await navigate('/search/x');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style id="be-custom-code">body { outline: 1px solid red; }</style>');
    // After the theme, so it may override it.
    expect(head.indexOf('be-custom-code')).toBeGreaterThan(head.indexOf('be-theme-vars'));
    expect(html).toMatch(/<body>\s*<div id="be-custom-code"><p class="banner">Hi \$& there<\/p><\/div>\s*<div id="root">/);
    // The page's policy is the same with custom code: no inline script runs without the nonce.
    expect(csp.replace(/'nonce-[\w-]+'/, '')).toBe(before.csp.replace(/'nonce-[\w-]+'/, ''));
    expect(directive(csp, 'script-src')).not.toContain('unsafe-inline');
  });

  it('keeps the custom CSS inside its style element', async () => {
    await setSettings({ 'custom_code.css': 'a { color: red }</style><script>alert(1)</script>' });
    const { html } = await navigate();
    expect(html).not.toContain('</style><script>alert(1)');
    expect(html).toContain('<style id="be-custom-code">a { color: red }<\\/style><script>alert(1)</script></style>');
  });
});

describe('the theme font in the HTML shell', () => {
  it('sets --be-font-family and loads a web font from the font service, weight 400 unless given', async () => {
    await setFonts({ family: 'Roboto Slab', google: true, weight: 700 }, { family: 'Inter', google: true });
    const light = await navigate('/', 'be-active-theme=light');
    expect(light.html).toMatch(/<style id="be-theme-vars">:root\{[^}]*--be-font-family:"Roboto Slab"/);
    expect(light.html).toContain('<link id="be-primary-font" rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Roboto+Slab:wght@700&#38;display=swap">');
    const dark = await navigate('/', 'be-active-theme=dark');
    expect(dark.html).toContain('href="https://fonts.googleapis.com/css2?family=Inter:wght@400&#38;display=swap"');
    expect(directive(dark.csp, 'style-src')).toContain('https://fonts.googleapis.com');
    expect(directive(dark.csp, 'font-src')).toContain('https://fonts.gstatic.com');
  });

  it('sets the variable but loads nothing for a font that is no web font, or without a font', async () => {
    await setFonts({ family: 'Georgia', google: false }, null);
    const light = await navigate('/', 'be-active-theme=light');
    expect(light.html).toContain('--be-font-family:"Georgia"');
    expect(light.html).not.toContain('be-primary-font');
    const dark = await navigate('/', 'be-active-theme=dark');
    expect(dark.html).not.toContain('--be-font-family');
    expect(dark.html).not.toContain('be-primary-font');
  });

  it('for "system", gives each scheme its font and loads both in one stylesheet', async () => {
    await setFonts({ family: 'Lora', google: true }, { family: 'Fira Sans', google: true, weight: 300 });
    const { html } = await navigate('/');
    expect(html).toMatch(/<style id="be-theme-vars">:root\{[^}]*--be-font-family:"Lora"[^}]*\}@media \(prefers-color-scheme: dark\)\{:root\{[^}]*--be-font-family:"Fira Sans"/);
    expect(html).toContain('href="https://fonts.googleapis.com/css2?family=Lora:wght@400&#38;family=Fira+Sans:wght@300&#38;display=swap"');
  });

  it('allows another font service in the page\'s policy, and loads from it', async () => {
    await setFonts({ family: 'Lora', google: true }, null);
    await setSettings({ 'themes.font_service': 'https://fonts.bunny.net/css2' });
    const { html, csp } = await navigate('/', 'be-active-theme=light');
    expect(html).toContain('href="https://fonts.bunny.net/css2?family=Lora:wght@400&#38;display=swap"');
    expect(directive(csp, 'style-src')).toContain('https://fonts.bunny.net');
    expect(directive(csp, 'font-src')).toContain('https://fonts.bunny.net');
    // An API answer's policy does not grow with it.
    const api = await request('/api/v1/bootstrap-data');
    expect(directive(api.headers.get('content-security-policy') ?? '', 'font-src')).not.toContain('bunny');
  });

  it('escapes a family name so it cannot leave the style element', async () => {
    await setFonts({ family: 'Evil"}</style><script>x()</script>', google: true }, null);
    const { html } = await navigate('/', 'be-active-theme=light');
    expect(html).not.toContain('</style><script>x()');
  });
});
