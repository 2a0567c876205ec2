import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../types';
import { getAppSnapshot } from '../cache/app-snapshot';
import { publicSettings } from '../settings/settings-service';
import { themesFrom } from '../appearance/theme-service';
import { getLocalization } from '../i18n/localization-service';
import { isMobileDevice } from '../auth/device';
import type { BootstrapData } from './bootstrap-types';

/** Settings the SPEC lists as bootstrap keys of their own; the rest stay under `settings`. */
const TOP_LEVEL = [
  'branding',
  'registration',
  'social',
  'recaptcha',
  'billing',
  'cookie_notice',
  'require_email_confirmation',
  'notif',
  'notifications',
  'api',
  'menus',
] as const;

export const LOCALE_COOKIE = 'locale';
export const COOKIE_NOTICE_COOKIE = 'cookie_notice';

export async function buildBootstrapData(c: Context<AppEnv>): Promise<BootstrapData> {
  const db = c.get('db');
  const user = c.get('user');
  // The user's unread count came with the user (from the `music_auth` snapshot on a read: decision 020).
  const snapshot = await getAppSnapshot(c.env, db);
  const settings = publicSettings(snapshot);
  const lifted: Record<string, unknown> = {};
  for (const key of TOP_LEVEL) {
    lifted[key] = settings[key];
    delete settings[key];
  }
  const i18nSettings = settings.i18n as { default_localization: string };
  const themeSettings = settings.themes as { user_change: boolean; default_id: number };
  const language = user?.language ?? getCookie(c, LOCALE_COOKIE) ?? i18nSettings.default_localization;

  const i18n = await getLocalization(c.env, db, language, i18nSettings.default_localization, snapshot);
  const cookieNotice = lifted.cookie_notice as BootstrapData['cookie_notice'];

  return {
    ...(lifted as Omit<BootstrapData, 'user' | 'guest_role' | 'settings' | 'themes' | 'i18n'>),
    user,
    guest_role: snapshot.guestRole,
    settings: settings as BootstrapData['settings'],
    themes: { all: themesFrom(snapshot.themes, themeSettings.user_change), default_id: themeSettings.default_id },
    i18n,
    show_cookie_notice: cookieNotice.enable && getCookie(c, COOKIE_NOTICE_COOKIE) !== 'true',
    is_mobile_device: isMobileDevice(c.req.header('user-agent')),
    base_url: new URL(c.req.url).origin,
  };
}
