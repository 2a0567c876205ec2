import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { settings } from '../../db/settings';
import { themes, type ThemeRow } from '../../db/appearance';
import { forgetAppSnapshot } from '../../worker/cache/app-snapshot';
import { adminHeaders, db, postJson, request } from './support/http';
import { expectAdminOnly } from './support/admin-api';

// Issue 27 part 3, docs/api/appearance.md: the editor's values and its one
// atomic save, seen by every visitor's next page.

const VALUES = '/api/v1/admin/appearance/values';
const SAVE = '/api/v1/admin/appearance';

const values = async () => {
  const res = await request(VALUES, { headers: await adminHeaders() });
  expect(res.status).toBe(200);
  return res.json<any>();
};
const save = async (changes: Record<string, unknown>) => postJson(SAVE, { changes }, await adminHeaders());
const errorsOf = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(422);
  return (await res.json<any>()).errors as Record<string, string[]>;
};
const bootstrap = async () => (await (await request('/api/v1/bootstrap-data')).json<any>()).bootstrapData;
const storedSetting = async (name: string) => (await db().select().from(settings).where(eq(settings.name, name)))[0]?.value;
const storedThemes = () => db().select().from(themes).orderBy(themes.id);
const themeNamed = (rows: ThemeRow[], name: string) => rows.find((row) => row.name === name)!;

// Every test changes the seeded themes and settings: each puts them back, so none sees another's.
let themesBefore: ThemeRow[];
let settingsBefore: Map<string, string>;
beforeEach(async () => {
  themesBefore = await storedThemes();
  settingsBefore = new Map((await db().select().from(settings)).map((row) => [row.name, JSON.stringify(row.value)]));
});
afterEach(async () => {
  await db().delete(themes);
  await db().insert(themes).values(themesBefore);
  const now = await db().select().from(settings);
  const added = now.filter((row) => !settingsBefore.has(row.name)).map((row) => row.name);
  if (added.length) await db().delete(settings).where(inArray(settings.name, added));
  for (const row of now) {
    const before = settingsBefore.get(row.name);
    if (before !== undefined && before !== JSON.stringify(row.value)) await db().update(settings).set({ value: JSON.parse(before) }).where(eq(settings.name, row.name));
  }
  await forgetAppSnapshot(env);
});

describe('GET /api/v1/admin/appearance/values', () => {
  it('answers everything the editor edits', async () => {
    const body = await values();
    const light = body.themes.find((theme: any) => theme.name === 'Light');
    expect(light).toMatchObject({ default_light: true, user_change: true, radius: light.values['--be-radius'] });
    expect(light.radius).toMatch(/rem$/);
    expect(body.menus.map((menu: any) => menu.id)).toContain('primary');
    expect(body.seo.track).toEqual({ title: expect.stringContaining('{{track.name}}'), description: expect.any(String) });
    expect(Object.keys(body.seo).sort()).toEqual(['album', 'artist', 'channel', 'landing', 'playlist', 'search', 'track', 'user']);
    expect(body.landing.headline).toBe(body.settings['landing.headline']);
    expect(body.landing.action_buttons[0]).toMatchObject({ label: expect.any(String), variant: 'primary' });
    expect(body.custom_code).toEqual({ css: '', html: '' });
    expect(body.menu_positions).toEqual(expect.arrayContaining(['sidebar-primary', 'sidebar-secondary', 'mobile-bottom', 'landing-page-navbar']));
    expect(body.seo_placeholders.track).toContain('track.name');
    // Public settings by dotted name; private ones are the settings pages' (settings.update), even the appearance ones.
    expect(body.settings).toMatchObject({ 'themes.user_change': true, 'themes.default_id': 0, 'branding.site_name': expect.any(String) });
    expect(body.settings).not.toHaveProperty(['s3.bucket']);
    expect(body.settings).not.toHaveProperty(['custom_code.css']);
    expect(body.settings).not.toHaveProperty(['recaptcha.secret_key']);
  });

  it('reads D1, not the app snapshot: what was just stored shows at once', async () => {
    await bootstrap(); // the snapshot is cached in KV and in memory now
    await db().update(settings).set({ value: 'Straight from D1' }).where(eq(settings.name, 'landing.headline'));
    expect((await values()).landing.headline).toBe('Straight from D1');
  });
});

describe('POST /api/v1/admin/appearance', () => {
  it('is for appearance.update: a guest gets 401, a listener 403, and nothing changes', async () => {
    await expectAdminOnly([
      ['GET', VALUES],
      ['POST', SAVE, { changes: { settings: { 'branding.site_name': 'Not yours' } } }],
    ]);
    expect(await storedSetting('branding.site_name')).not.toBe('Not yours');
  });

  it('saves settings, landing, SEO and custom code, and answers the new values', async () => {
    const res = await save({
      settings: { 'branding.site_name': 'Appearance Radio', 'themes.user_change': false },
      landing: { headline: 'Hear it first', background_color: '#112233' },
      seo: { track: { title: '{{track.name}} on {{site_name}}' } },
      custom_code: { css: 'body { outline: 0 }', html: '<p>Hi</p>' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await res.json<any>();
    expect(body.settings['branding.site_name']).toBe('Appearance Radio');
    expect(body.seo.track.title).toBe('{{track.name}} on {{site_name}}');
    expect(body.custom_code).toEqual({ css: 'body { outline: 0 }', html: '<p>Hi</p>' });
    expect(await storedSetting('seo.track.title')).toBe('{{track.name}} on {{site_name}}');
    expect(await storedSetting('custom_code.html')).toBe('<p>Hi</p>');

    const data = await bootstrap();
    expect(data.branding.site_name).toBe('Appearance Radio');
    expect(data.settings.landing).toMatchObject({ headline: 'Hear it first', background_color: '#112233' });
    expect(data.themes.all.every((theme: any) => theme.user_change === false)).toBe(true);
  });

  it("changes only what a theme change carries, and the next page's inlined theme shows it", async () => {
    const light = themeNamed(themesBefore, 'Light');
    await bootstrap();
    const res = await save({ themes: [{ id: light.id, values: { '--be-primary': '200 10 20' }, radius: '0.25rem', font: { family: 'Inter', google: true } }] });
    expect(res.status, await res.clone().text()).toBe(200);
    const stored = themeNamed(await storedThemes(), 'Light');
    expect(stored.values).toEqual({ ...light.values, '--be-primary': '200 10 20', '--be-radius': '0.25rem' });
    expect(stored).toMatchObject({ name: 'Light', default_light: true, is_dark: false, font: { family: 'Inter', google: true } });

    const inBootstrap = (await bootstrap()).themes.all.find((theme: any) => theme.id === light.id);
    expect(inBootstrap.values['--be-primary']).toBe('200 10 20');
    expect(inBootstrap.font).toEqual({ family: 'Inter', google: true });
    const html = await (await request('/', { headers: { Accept: 'text/html', Cookie: 'be-active-theme=light' } })).text();
    expect(html).toMatch(/<style id="be-theme-vars">:root\{[^<]*--be-primary:200 10 20;/);
    expect(html).toContain('--be-radius:0.25rem');
  });

  it('creates and deletes themes; flagging a default moves the flag', async () => {
    const dark = themeNamed(themesBefore, 'Dark');
    const created = await save({ themes: [{ name: 'Midnight', is_dark: true, default_dark: true, values: { '--be-primary': '1 2 3' }, radius: '1rem' }] });
    expect(created.status, await created.clone().text()).toBe(200);
    const midnight = (await created.json<any>()).themes.find((theme: any) => theme.name === 'Midnight');
    expect(midnight).toMatchObject({ is_dark: true, default_dark: true, radius: '1rem', values: { '--be-primary': '1 2 3', '--be-radius': '1rem' }, font: null });
    expect(themeNamed(await storedThemes(), 'Dark').default_dark).toBe(false);
    expect((await bootstrap()).themes.all.map((theme: any) => theme.name)).toContain('Midnight');

    // The old default dark theme can go now that Midnight holds the flag; as it was the site's default theme, the default goes back to 0.
    expect((await save({ settings: { 'themes.default_id': dark.id } })).status).toBe(200);
    expect((await save({ themes: [{ id: dark.id, deleted: true }] })).status).toBe(200);
    expect((await storedThemes()).map((row) => row.name)).toEqual(['Light', 'Midnight']);
    expect(await storedSetting('themes.default_id')).toBe(0);
    expect((await bootstrap()).themes.all.map((theme: any) => theme.name)).toEqual(['Light', 'Midnight']);
  });

  it('never deletes or unflags the last default light or dark theme', async () => {
    const dark = themeNamed(themesBefore, 'Dark');
    const light = themeNamed(themesBefore, 'Light');
    const errors = await errorsOf(await save({ themes: [{ id: dark.id, deleted: true }, { id: light.id, default_light: false }] }));
    expect(errors['themes.0.deleted']).toEqual([expect.stringContaining('default dark theme')]);
    expect(errors['themes.1.default_light']).toEqual(['Make another theme the default light theme first.']);
    expect(await storedThemes()).toEqual(themesBefore);

    const twice = await errorsOf(await save({ themes: [{ name: 'A', values: {}, default_light: true }, { name: 'B', values: {}, default_light: true }] }));
    expect(twice['themes.1.default_light']).toEqual(['Only one theme can be the default light theme.']);
  });

  it('replaces the menus, seen in the next bootstrap data', async () => {
    // What the editor read saves back unchanged: the default menus pass their own rule.
    const seeded = (await values()).menus;
    expect((await save({ menus: seeded })).status).toBe(200);
    expect(await storedSetting('menus')).toEqual(seeded);

    const menus = [
      {
        id: 'primary',
        name: 'Primary',
        positions: ['sidebar-primary'],
        items: [
          { id: 'home', type: 'route', label: 'Start', action: '/', icon: 'home' },
          { id: 'me', type: 'route', label: 'Me', action: '/user/{currentUser}', roles: [1], permissions: ['music.view'] },
          { id: 'shop', type: 'link', label: 'Shop', action: 'https://shop.example.com', target: '_blank', settings: { 'billing.enable': true }, subscriptionStatus: 'unsubscribed' },
        ],
      },
    ];
    const res = await save({ menus });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json<any>()).menus).toEqual(menus);
    expect((await bootstrap()).menus).toEqual(menus);
  });

  it('names each bad SEO, landing and custom code field by its path in changes', async () => {
    const errors = await errorsOf(
      await save({
        seo: { track: { title: 'x'.repeat(301) }, home: { title: 'Home' } },
        landing: { background_color: 'red', action_buttons: [{ label: '', action: '/register', variant: 'primary' }], subtitle: 'x' },
        custom_code: { js: 'alert(1)' },
      }),
    );
    expect(errors).toEqual({
      'seo.track.title': ['Must not be longer than 300 characters.'],
      'seo.home': [expect.stringContaining('Must be one of the pages: artist, album')],
      'landing.background_color': ['Must be a colour such as #1db954.'],
      'landing.action_buttons.0.label': ['Each button needs a label.'],
      'landing.subtitle': [expect.stringContaining('Must be one of: headline')],
      'custom_code.js': ['Must be one of: css, html.'],
    });
  });

  it('checks settings by the rules of POST settings, and only the appearance ones', async () => {
    const errors = await errorsOf(
      await save({ settings: { 'branding.site_name': '', 'billing.enable': true, 'no.such.setting': 1, 'themes.user_change': 'yes', 'themes.default_id': 999999 } }),
    );
    expect(errors).toEqual({
      'settings.branding.site_name': ['The site needs a name.'],
      'settings.billing.enable': ['Not an appearance setting: the settings pages change it.'],
      'settings.no.such.setting': ['Unknown setting.'],
      'settings.themes.user_change': ['Must be of type boolean.'],
      'settings.themes.default_id': [expect.stringContaining('Choose a theme that exists')],
    });
    expect(await storedSetting('billing.enable')).toBe(false);
  });

  it('names each bad theme field', async () => {
    const light = themeNamed(themesBefore, 'Light');
    const errors = await errorsOf(
      await save({
        themes: [
          { id: light.id, values: { '--be-primary': '1 2 3;} body{display:none', color: 'red' } },
          { is_dark: true },
          { id: light.id + 1000, name: 'Ghost' },
          { id: light.id, radius: '1 rem', font: { family: 'Inter</style>' } },
        ],
      }),
    );
    expect(errors['themes.0.values.--be-primary']).toEqual([expect.stringContaining('Must be a plain CSS value')]);
    expect(errors['themes.0.values.color']).toEqual(['Must be a CSS variable name such as --be-primary.']);
    expect(errors['themes.1.name']).toEqual(['The name field is required.']);
    expect(errors['themes.1.values']).toEqual(['A new theme needs its values.']);
    expect(errors['themes.3.radius']).toEqual(['Must be a length such as 0.5rem, 8px or 0.']);
    expect(errors['themes.3.font.family']).toEqual([expect.stringContaining('Must be a font family name')]);

    const unknown = await errorsOf(await save({ themes: [{ id: light.id + 1000, name: 'Ghost' }] }));
    expect(unknown['themes.0.id']).toEqual(['No theme has this id.']);
    expect(await storedThemes()).toEqual(themesBefore);
  });

  it('names each bad menu field', async () => {
    const item = { id: 'a', type: 'route', label: 'A', action: '/' };
    const errors = await errorsOf(
      await save({
        menus: [
          { id: 'one', name: 'One', positions: ['sidebar-primary', 'nowhere'], items: [item] },
          {
            id: 'two',
            name: '',
            positions: [],
            items: [
              { ...item, action: 'javascript:alert(1)' },
              { ...item, id: 'b', type: 'route', action: 'https://elsewhere.example.com' },
              { ...item, id: 'c', action: '/user/{someone}', roles: ['admin'], permissions: ['not a name'] },
              { ...item, id: 'd', settings: { 's3.bucket': 'x', 'billing.enable': 'yes' }, subscriptionStatus: 'maybe', colour: 'red' },
            ],
          },
        ],
      }),
    );
    expect(errors['menus.0.positions.1']).toEqual([expect.stringContaining('Must be one of: sidebar-primary')]);
    expect(errors['menus.1.name']).toEqual(['Each menu needs a name.']);
    expect(errors['menus.1.items.0.action']).toEqual([expect.stringContaining('Must be a path on this site')]);
    expect(errors['menus.1.items.2.action']).toEqual([expect.stringContaining('Must be a path on this site')]);
    expect(errors['menus.1.items.2.roles.0']).toEqual(['Each role is a role id.']);
    expect(errors['menus.1.items.2.permissions.0']).toEqual(['Each permission is a name such as admin.access.']);
    expect(errors['menus.1.items.3.subscriptionStatus']).toEqual(['Must be one of: subscribed, unsubscribed.']);
    expect(errors['menus.1.items.3']).toEqual([expect.stringContaining('colour')]);

    // Checks that need a well-formed item: a route to another site, settings conditions, repeated ids.
    const refined = await errorsOf(
      await save({
        menus: [
          {
            id: 'one',
            name: 'One',
            positions: [],
            items: [
              { ...item, action: 'https://elsewhere.example.com' },
              { ...item, id: 'b', settings: { 's3.bucket': 'x', 'billing.enable': 'yes' } },
              { ...item, id: 'b' },
            ],
          },
        ],
      }),
    );
    expect(refined['menus.0.items.0.action']).toEqual(['A route opens a path on this site, such as /library.']);
    expect(refined['menus.0.items.1.settings.s3.bucket']).toEqual(['Must name a public setting.']);
    expect(refined['menus.0.items.1.settings.billing.enable']).toEqual(['Must be of type boolean.']);
    expect(refined['menus.0.items.2.id']).toEqual(['Another item has this id.']);
    expect((await bootstrap()).menus.map((menu: any) => menu.id)).toContain('secondary');
  });

  it('saves nothing when one field among good ones is bad', async () => {
    const light = themeNamed(themesBefore, 'Light');
    const good = {
      settings: { 'branding.site_name': 'Half saved' },
      themes: [{ id: light.id, values: { '--be-primary': '9 9 9' } }, { name: 'Extra', values: { '--be-primary': '1 1 1' } }],
      menus: [{ id: 'only', name: 'Only', positions: ['sidebar-primary'], items: [] }],
      landing: { headline: 'Half saved' },
    };
    // Refused by the shape check before anything is read...
    expect(Object.keys(await errorsOf(await save({ ...good, seo: { album: { description: 'x'.repeat(1001) } } })))).toEqual(['seo.album.description']);
    // ...and by a check against D1 (the theme to delete must exist) after the rest passed.
    const errors = await errorsOf(await save({ ...good, themes: [...good.themes, { id: light.id + 1000, deleted: true }] }));
    expect(Object.keys(errors)).toEqual(['themes.2.id']);

    for (const name of ['branding.site_name', 'landing.headline', 'menus']) expect(JSON.stringify(await storedSetting(name))).toBe(settingsBefore.get(name));
    expect(await storedThemes()).toEqual(themesBefore);
    const data = await bootstrap();
    expect(data.branding.site_name).not.toBe('Half saved');
    expect(data.menus.map((menu: any) => menu.id)).not.toContain('only');
  });
});

describe('POST /api/v1/settings with menus', () => {
  it('checks them by the same rule, with the message on the setting', async () => {
    const menus = [{ id: 'one', name: 'One', positions: ['sidebar-primary'], items: [{ id: 'x', type: 'link', label: 'X', action: 'javascript:alert(1)' }] }];
    const res = await postJson('/api/v1/settings', { settings: { menus } }, await adminHeaders());
    expect((await errorsOf(res)).menus).toEqual([expect.stringContaining('Must be a path on this site')]);
    expect(JSON.stringify(await storedSetting('menus'))).toBe(settingsBefore.get('menus'));
  });
});
