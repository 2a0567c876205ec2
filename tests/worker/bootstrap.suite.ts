import { describe, expect, it } from 'vitest';
import { adminHeaders, createUser, loginAs, request } from './support/http';

const SPEC_KEYS = [
  'user',
  'guest_role',
  'settings',
  'themes',
  'menus',
  'i18n',
  'branding',
  'registration',
  'social',
  'recaptcha',
  'billing',
  'cookie_notice',
  'show_cookie_notice',
  'is_mobile_device',
  'base_url',
  'require_email_confirmation',
  'notif',
  'notifications',
  'api',
];

describe('GET /api/v1/bootstrap-data', () => {
  it('has every key of SPEC section 3 for a guest', async () => {
    const res = await request('/api/v1/bootstrap-data');
    expect(res.status).toBe(200);
    const { bootstrapData: data } = await res.json<{ bootstrapData: Record<string, any> }>();
    expect(Object.keys(data).sort()).toEqual([...SPEC_KEYS].sort());
    expect(data.user).toBeNull();
    expect(data.guest_role.permissions.map((p: { name: string }) => p.name)).toContain('music.view');
    expect(data.settings.dates.default_timezone).toBe('UTC');
    expect(data.themes.default_id).toBe(0);
    expect(data.themes.all.map((t: { name: string }) => t.name)).toEqual(['Dark', 'Light']);
    expect(data.themes.all[0]).toMatchObject({ is_dark: true, default_dark: true, user_change: true });
    expect(data.i18n).toMatchObject({ language: 'en', lines: {} });
    expect(data.branding).toMatchObject({ site_name: 'Melodia', logo_light: expect.any(String), logo_dark_mobile: expect.any(String) });
    expect(data.registration).toEqual({ disable: false, policies: [] });
    expect(Object.keys(data.social).sort()).toEqual(['compact_buttons', 'envato', 'facebook', 'google', 'oidc', 'twitter']);
    expect(data.recaptcha).toMatchObject({ site_key: '', enable: { contact: false, register: false } });
    expect(data.billing).toEqual({ enable: false });
    expect(data.cookie_notice).toMatchObject({ enable: true, position: 'bottom', button: { label: 'Learn more' } });
    expect(data.show_cookie_notice).toBe(true);
    expect(data.is_mobile_device).toBe(false);
    expect(data.base_url).toBe('https://music.test');
    expect(data.require_email_confirmation).toBe(false);
    expect(data.notif.subs.integrated).toBe(true);
    expect(data.notifications.integrated).toBe(true);
    expect(data.api.integrated).toBe(true);
    expect(data.menus.flatMap((m: { positions: string[] }) => m.positions)).toEqual(
      expect.arrayContaining(['sidebar-primary', 'sidebar-secondary', 'mobile-bottom']),
    );
  });

  it('never exposes private settings', async () => {
    const text = await (await request('/api/v1/bootstrap-data')).text();
    expect(text).not.toContain('secret_key');
    expect(text).not.toContain('"debug"');
  });

  it('carries the signed-in user with roles and permissions', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const { bootstrapData } = await (await request('/api/v1/bootstrap-data', { headers })).json<any>();
    expect(bootstrapData.user).toMatchObject({ id: user.id, email: user.email, roles: [{ name: 'users' }] });
    expect(bootstrapData.user.permissions.map((p: any) => p.name)).toEqual(
      expect.arrayContaining(['music.view', 'api.access']),
    );
    expect(bootstrapData.user.permissions.find((p: any) => p.name === 'api.access').restrictions).toEqual([
      { name: 'count', value: 10 },
    ]);
    expect(bootstrapData.user).not.toHaveProperty('password');
    expect(bootstrapData.user).not.toHaveProperty('two_factor_secret');
  });

  it('hides the cookie notice once accepted and detects phones', async () => {
    const res = await request('/api/v1/bootstrap-data', {
      headers: {
        Cookie: 'cookie_notice=true',
        'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      },
    });
    const { bootstrapData } = await res.json<any>();
    expect(bootstrapData.show_cookie_notice).toBe(false);
    expect(bootstrapData.is_mobile_device).toBe(true);
  });

  it('is what the admin sees too, with the admin permission', async () => {
    const { bootstrapData } = await (await request('/api/v1/bootstrap-data', { headers: await adminHeaders() })).json<any>();
    expect(bootstrapData.user.permissions.map((p: any) => p.name)).toEqual(['admin']);
  });
});
