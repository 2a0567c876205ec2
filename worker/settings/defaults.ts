import { z } from 'zod';
import { DEFAULT_MENUS } from './menus';
import { AD_SETTINGS } from '../ads/ad-settings';
import { settingType, type SettingDefault } from './setting-default';
import { menuListRule } from './menu-rules';
import { intBetween, oneOf, policyList, textUpTo, urlOrEmpty, wordList } from './setting-rules';
import { LANDING_DEFAULTS, SEO_DEFAULTS, CUSTOM_CODE_DEFAULTS } from './appearance-defaults';

export { settingType, type SettingDefault };

const secret = (value = ''): SettingDefault => ({ value, private: true, secret: true });
const extensions = wordList(/^[a-z0-9]{1,20}$/, 'an extension without its dot, e.g. mp3');
const mimeTypes = wordList(/^[a-z0-9.+-]+\/([a-z0-9.+-]+|\*)$/, 'a MIME type such as audio/mpeg or audio/*');

/**
 * Every setting the product knows, with its default, grouped as the admin's
 * settings subpages show them (client/admin/settings/settings-pages.ts). The
 * seed writes these; POST /settings accepts only these names, each with its
 * default's type and its rule.
 */
const DEFAULTS = {
  // General
  'branding.site_name': { value: 'Melodia', rule: textUpTo(100).min(1, 'The site needs a name.') },
  'branding.site_description': { value: 'Listen to music you love, discover new artists and keep your library in one place.' },
  'branding.logo_light': { value: '/images/logo-light.svg' },
  'branding.logo_dark': { value: '/images/logo-dark.svg' },
  'branding.logo_light_mobile': { value: '/images/logo-mark.svg' },
  'branding.logo_dark_mobile': { value: '/images/logo-mark.svg' },
  'homepage.type': { value: 'channel', rule: oneOf('channel', 'landingPage') },
  'api.integrated': { value: true },
  // Subscriptions (plans and payment gateways: issue 14)
  'billing.enable': { value: false },
  // The gateways (worker/billing/gateway-config.ts; docs/operations.md): each needs its switch and its keys.
  // Private: bootstrap data's `billing` is `{enable}` (worker/bootstrap/bootstrap-types.ts); checkout asks the server which gateways are usable.
  'billing.stripe.enable': { value: false, private: true },
  'billing.stripe.secret_key': secret(),
  'billing.stripe.webhook_secret': secret(),
  'billing.paypal.enable': { value: false, private: true },
  'billing.paypal.sandbox': { value: false, private: true },
  'billing.paypal.client_id': { value: '', private: true },
  'billing.paypal.client_secret': secret(),
  'billing.paypal.webhook_id': { value: '', private: true },
  // Localization
  'i18n.enable': { value: true },
  'i18n.default_localization': { value: 'en' },
  'dates.default_timezone': { value: 'UTC' },
  'dates.format': { value: 'short' },
  // Uploading (issue 5; SPEC sections 7 and 9). Sizes in bytes; empty allow lists allow everything.
  'uploads.max_size': { value: 200 * 1024 * 1024, rule: z.number().int().positive('Must be more than 0.') },
  'uploads.allowed_extensions': { value: [], rule: extensions },
  'uploads.blocked_extensions': { value: ['exe', 'bat', 'cmd', 'sh', 'php', 'js', 'html', 'htm', 'svg'], rule: extensions },
  'uploads.allowed_mime_types': { value: [], rule: mimeTypes },
  'uploads.blocked_mime_types': { value: ['text/html', 'image/svg+xml', 'application/x-msdownload'], rule: mimeTypes },
  /** `r2` (the binding; the worker signs its own part URLs) or `s3` (presigned URLs from @aws-sdk). */
  'uploads.storage_driver': { value: 'r2', rule: oneOf('r2', 's3') },
  'uploads.chunked_enabled': { value: true },
  'uploads.direct_s3_enabled': { value: false },
  // Providers: the `s3` storage driver (worker/storage/s3-config.ts; empty falls back to the S3_* vars).
  's3.endpoint': { value: '', private: true, rule: urlOrEmpty },
  's3.bucket': { value: '', private: true },
  's3.region': { value: '', private: true },
  's3.access_key_id': secret(),
  's3.secret_access_key': secret(),
  // Providers: Last.fm scrobbling (worker/scrobbling/; docs/api/scrobbling.md). Last.fm is offered to listeners only with both.
  'scrobbling.lastfm.api_key': { value: '', private: true },
  'scrobbling.lastfm.api_secret': secret(),
  // Appearance (issue 13 part two)
  'themes.user_change': { value: true },
  'themes.default_id': { value: 0 },
  // Checked item by item (menu-rules.ts); a settings condition must name a public setting and hold a value of its type.
  menus: { value: DEFAULT_MENUS, rule: menuListRule((name) => SETTING_DEFAULTS[name]) },
  // The web-font service a theme's `font` with `google: true` loads from (issue 27; the shell's <link id="be-primary-font">).
  'themes.font_service': { value: 'https://fonts.googleapis.com/css2', rule: urlOrEmpty },
  ...LANDING_DEFAULTS,
  ...SEO_DEFAULTS,
  ...CUSTOM_CODE_DEFAULTS,
  // Authentication
  'registration.disable': { value: false },
  'registration.policies': { value: [], rule: policyList },
  require_email_confirmation: { value: false },
  'social.compact_buttons': { value: false },
  'social.google.enable': { value: false },
  'social.facebook.enable': { value: false },
  'social.twitter.enable': { value: false },
  'social.envato.enable': { value: false },
  // OAuth client credentials per service: ids private, secrets write-only.
  'social.google.client_id': { value: '', private: true },
  'social.google.client_secret': secret(),
  'social.facebook.client_id': { value: '', private: true },
  'social.facebook.client_secret': secret(),
  'social.twitter.client_id': { value: '', private: true },
  'social.twitter.client_secret': secret(),
  'social.envato.client_id': { value: '', private: true },
  'social.envato.client_secret': secret(),
  // A generic OpenID Connect provider, beyond the four named services.
  'social.oidc.enable': { value: false },
  'social.oidc.name': { value: 'Single sign-on', rule: textUpTo(50) },
  'social.oidc.issuer': { value: '', private: true, rule: urlOrEmpty },
  'social.oidc.client_id': { value: '', private: true },
  'social.oidc.client_secret': secret(),
  // Passkeys (WebAuthn), beyond the spec.
  'passkeys.enable': { value: true },
  // SPEC section 5: the bot check, 'recaptcha' (v3) or 'turnstile', enabled per action.
  'recaptcha.driver': { value: 'turnstile', rule: oneOf('turnstile', 'recaptcha') },
  'recaptcha.site_key': { value: '' },
  'recaptcha.secret_key': secret(),
  'recaptcha.enable.contact': { value: false },
  'recaptcha.enable.register': { value: false },
  'recaptcha.enable.login': { value: false },
  'recaptcha.enable.forgot_password': { value: false },
  // Outgoing email: 'local' records every message in D1 only; 'http' also sends
  // it through an HTTP email API (the key is the MAIL_API_KEY secret). The
  // endpoint may carry a token in its address, so it is write-only too.
  'mail.driver': { value: 'local', rule: oneOf('local', 'http') },
  'mail.from_address': { value: 'no-reply@example.com', rule: z.email('Must be an email address.') },
  'mail.from_name': { value: 'Melodia', rule: textUpTo(100) },
  'mail.http_endpoint': { ...secret('https://api.resend.com/emails'), rule: urlOrEmpty },
  // Analytics: a Google Analytics 4 measurement id; the SPA loads gtag only when it is set.
  'analytics.tracking_id': { value: '', rule: z.string().regex(/^(G-[A-Z0-9]{4,20})?$/, 'Must be a measurement id such as G-ABC123XYZ9.') },
  // Insights (issue 16): raw plays and page views older than this many days are pruned once rolled up (worker/insights/prune-raw.ts).
  'analytics.raw_retention_days': { value: 365, private: true, rule: intBetween(1, 3650) },
  // Logging: error logs older than this many days are dropped (read by worker/logs/).
  'logging.error_days': { value: 30, rule: intBetween(1, 365) },
  'app.debug': { value: false, private: true },
  // Notifications over the NotificationHub Durable Objects (the websockets subpage).
  'notifications.integrated': { value: true },
  // Per-type channel choices (/notifications/settings, issue 12): on, now that the settings grid exists.
  'notif.subs.integrated': { value: true },
  // GDPR: the cookie notice (SPEC section 3) and the account data export.
  'cookie_notice.enable': { value: true },
  'cookie_notice.position': { value: 'bottom', rule: oneOf('top', 'bottom') },
  'cookie_notice.button': {
    value: { label: 'Learn more', action: '/pages/privacy-policy' },
    rule: z.object({ label: textUpTo(50).min(1, 'The button needs a label.'), action: textUpTo(1000) }),
  },
  'gdpr.data_export': { value: true },
  // Player defaults (client/player/).
  'player.default_volume': { value: 70, rule: intBetween(0, 100) },
  'player.hide_queue': { value: false },
  'player.hide_lyrics': { value: false },
  'player.seekbar_type': { value: 'line', rule: oneOf('line', 'waveform') },
  // Backstage (issue 16): hides the account menu's "Become artist" item (client/layout/account-menu.tsx).
  'backstage.hide_become_artist': { value: false },
  ...AD_SETTINGS,
} satisfies Record<string, SettingDefault>;

export type SettingName = keyof typeof DEFAULTS;

export const SETTING_DEFAULTS: Record<string, SettingDefault> = DEFAULTS;

/** The write-only settings (see SettingDefault). */
export const SECRET_NAMES = Object.keys(SETTING_DEFAULTS).filter((name) => SETTING_DEFAULTS[name].secret);
