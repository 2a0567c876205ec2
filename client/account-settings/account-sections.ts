import type { BootstrapData } from '../bootstrap/bootstrap-store';
import { hasPermission } from '../auth/permissions';
import { settingGetter } from '../layout/setting-getter';

/** SPEC section 2, account settings: the panels in page order, with their anchor ids. */
export const ACCOUNT_SECTIONS = [
  { id: 'account-details', label: 'Account details' },
  { id: 'social-login', label: 'Social login' },
  { id: 'password', label: 'Password' },
  { id: 'two-factor', label: 'Two-factor authentication' },
  { id: 'passkeys', label: 'Passkeys' },
  { id: 'preferences', label: 'Location and language' },
  { id: 'apps', label: 'Apps' },
  { id: 'scrobbling', label: 'Scrobbling' },
  { id: 'developers', label: 'Developers' },
  { id: 'sessions', label: 'Active sessions' },
  { id: 'your-data', label: 'Your data' },
  { id: 'danger-zone', label: 'Danger zone' },
] as const;

export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];
export type AccountSectionId = AccountSection['id'];

const SOCIAL_SERVICES = ['google', 'facebook', 'twitter', 'envato', 'oidc'] as const;

/** Developers: only if the API is integrated and the user has api.access (SPEC sections 2 and 6). */
export const canManageApiTokens = (data: BootstrapData) => data.api.integrated && hasPermission(data, 'api.access');

const RULES: Partial<Record<AccountSectionId, (data: BootstrapData) => boolean>> = {
  'social-login': (data) => SOCIAL_SERVICES.some((service) => data.social[service]?.enable),
  passkeys: (data) => settingGetter(data)('passkeys.enable') === true,
  // Music apps (issue 28) sign in to browse and play: only for those who may see the catalog.
  apps: (data) => hasPermission(data, 'music.view'),
  // Scrobbling (issue 30) reports what the listener plays: only for those who may play.
  scrobbling: (data) => hasPermission(data, 'music.play'),
  developers: canManageApiTokens,
  // The GDPR export (docs/api/accounts.md "Your data"), while an admin leaves it on.
  'your-data': (data) => settingGetter(data)('gdpr.data_export') === true,
};

export function visibleSections(data: BootstrapData): AccountSection[] {
  return ACCOUNT_SECTIONS.filter((section) => RULES[section.id]?.(data) ?? true);
}
