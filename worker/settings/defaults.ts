import { DEFAULT_MENUS } from './menus';

type SettingDefault = { value: unknown; private?: boolean };

/**
 * Every setting the product knows, with its default. The seed writes these;
 * POST /settings accepts only these names, each with its default's type.
 */
export const SETTING_DEFAULTS: Record<string, SettingDefault> = {
  'branding.site_name': { value: 'Melodia' },
  'branding.site_description': { value: 'Listen to music you love, discover new artists and keep your library in one place.' },
  'branding.logo_light': { value: '/images/logo-light.svg' },
  'branding.logo_dark': { value: '/images/logo-dark.svg' },
  'branding.logo_light_mobile': { value: '/images/logo-mark.svg' },
  'branding.logo_dark_mobile': { value: '/images/logo-mark.svg' },
  'homepage.type': { value: 'channel' },
  'dates.default_timezone': { value: 'UTC' },
  'dates.format': { value: 'short' },
  'i18n.enable': { value: true },
  'i18n.default_localization': { value: 'en' },
  'themes.user_change': { value: true },
  'themes.default_id': { value: 0 },
  'registration.disable': { value: false },
  'registration.policies': { value: [] },
  require_email_confirmation: { value: false },
  'social.compact_buttons': { value: false },
  'social.google.enable': { value: false },
  'social.facebook.enable': { value: false },
  'social.twitter.enable': { value: false },
  'social.envato.enable': { value: false },
  'recaptcha.site_key': { value: '' },
  'recaptcha.secret_key': { value: '', private: true },
  'recaptcha.enable.contact': { value: false },
  'recaptcha.enable.register': { value: false },
  'billing.enable': { value: false },
  'notif.subs.integrated': { value: false },
  'notifications.integrated': { value: true },
  'api.integrated': { value: true },
  'cookie_notice.enable': { value: true },
  'cookie_notice.position': { value: 'bottom' },
  'cookie_notice.button': { value: { label: 'Learn more', action: '/pages/privacy-policy' } },
  menus: { value: DEFAULT_MENUS },
  'app.debug': { value: false, private: true },
};

export function settingType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value;
}
