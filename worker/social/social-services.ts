import type { FlatSettings } from '../cache/app-snapshot';

/** SPEC section 3 (social), plus a generic OpenID Connect provider (docs/api/accounts.md). */
export const SOCIAL_SERVICES = ['google', 'facebook', 'twitter', 'envato', 'oidc'] as const;
export type SocialService = (typeof SOCIAL_SERVICES)[number];

export const isSocialService = (name: string): name is SocialService => (SOCIAL_SERVICES as readonly string[]).includes(name);

export type ServiceConfig = { clientId: string; clientSecret: string; issuer: string };

/**
 * The client credentials of an enabled, configured service, or null: a
 * disabled service and one missing its credentials (or, for oidc, its
 * issuer) are both unavailable.
 */
export function serviceConfig(settings: FlatSettings, service: SocialService): ServiceConfig | null {
  const value = (name: string) => String(settings[`social.${service}.${name}`] ?? '').trim();
  if (settings[`social.${service}.enable`] !== true) return null;
  const config = { clientId: value('client_id'), clientSecret: value('client_secret'), issuer: value('issuer') };
  if (!config.clientId || !config.clientSecret) return null;
  if (service === 'oidc' && !config.issuer) return null;
  return config;
}
