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
  // Uploads (issue 5; SPEC sections 7 and 9). Sizes in bytes; empty lists allow everything.
  'uploads.max_size': { value: 200 * 1024 * 1024 },
  'uploads.allowed_extensions': { value: [] },
  'uploads.blocked_extensions': { value: ['exe', 'bat', 'cmd', 'sh', 'php', 'js', 'html', 'htm', 'svg'] },
  'uploads.allowed_mime_types': { value: [] },
  'uploads.blocked_mime_types': { value: ['text/html', 'image/svg+xml', 'application/x-msdownload'] },
  /** `r2` (the binding; the worker signs its own part URLs) or `s3` (presigned URLs from @aws-sdk). */
  'uploads.storage_driver': { value: 'r2' },
  'uploads.chunked_enabled': { value: true },
  'uploads.direct_s3_enabled': { value: false },
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
  // OAuth client credentials per service (private: never in bootstrap data).
  'social.google.client_id': { value: '', private: true },
  'social.google.client_secret': { value: '', private: true },
  'social.facebook.client_id': { value: '', private: true },
  'social.facebook.client_secret': { value: '', private: true },
  'social.twitter.client_id': { value: '', private: true },
  'social.twitter.client_secret': { value: '', private: true },
  'social.envato.client_id': { value: '', private: true },
  'social.envato.client_secret': { value: '', private: true },
  // A generic OpenID Connect provider, beyond the four named services.
  'social.oidc.enable': { value: false },
  'social.oidc.name': { value: 'Single sign-on' },
  'social.oidc.issuer': { value: '', private: true },
  'social.oidc.client_id': { value: '', private: true },
  'social.oidc.client_secret': { value: '', private: true },
  // Passkeys (WebAuthn), beyond the spec.
  'passkeys.enable': { value: true },
  // SPEC section 5: the bot check, 'recaptcha' (v3) or 'turnstile', enabled per action.
  'recaptcha.driver': { value: 'turnstile' },
  'recaptcha.site_key': { value: '' },
  'recaptcha.secret_key': { value: '', private: true },
  'recaptcha.enable.contact': { value: false },
  'recaptcha.enable.register': { value: false },
  'recaptcha.enable.login': { value: false },
  'recaptcha.enable.forgot_password': { value: false },
  // Outgoing email: 'local' records every message in D1 only; 'http' also sends
  // it through an HTTP email API (the key is the MAIL_API_KEY secret).
  'mail.driver': { value: 'local' },
  'mail.from_address': { value: 'no-reply@example.com' },
  'mail.from_name': { value: 'Melodia' },
  'mail.http_endpoint': { value: 'https://api.resend.com/emails', private: true },
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
