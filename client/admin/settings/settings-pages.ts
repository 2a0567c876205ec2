import type { SettingsPageDefinition } from './settings-types';
import { GENERAL_PAGE, LOCALIZATION_PAGE, PLAYER_PAGE, SUBSCRIPTIONS_PAGE } from './pages/site-pages';
import { AUTHENTICATION_PAGE, GDPR_PAGE, RECAPTCHA_PAGE } from './pages/auth-pages';
import { OUTGOING_EMAIL_PAGE, PROVIDERS_PAGE, UPLOADING_PAGE } from './pages/storage-pages';
import { ANALYTICS_PAGE, CACHE_PAGE, LOGGING_PAGE, QUEUE_PAGE, SEARCH_PAGE, WEBSOCKETS_PAGE } from './pages/system-pages';

/** SPEC section 2: the settings subpages, in its order (the subpage nav lists them so). */
export const SETTINGS_PAGES = [
  GENERAL_PAGE,
  SUBSCRIPTIONS_PAGE,
  LOCALIZATION_PAGE,
  AUTHENTICATION_PAGE,
  UPLOADING_PAGE,
  OUTGOING_EMAIL_PAGE,
  CACHE_PAGE,
  ANALYTICS_PAGE,
  LOGGING_PAGE,
  QUEUE_PAGE,
  WEBSOCKETS_PAGE,
  RECAPTCHA_PAGE,
  GDPR_PAGE,
  SEARCH_PAGE,
  PROVIDERS_PAGE,
  PLAYER_PAGE,
] as const satisfies SettingsPageDefinition[];

export const settingsPage = (id: string): SettingsPageDefinition | undefined => SETTINGS_PAGES.find((page) => page.id === id);
