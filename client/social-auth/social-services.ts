import type { BootstrapData } from '../bootstrap/bootstrap-store';

/** SPEC section 3 (social), plus the generic OpenID Connect provider named in settings. */
export const SOCIAL_SERVICES = ['google', 'facebook', 'twitter', 'envato', 'oidc'] as const;
export type SocialService = (typeof SOCIAL_SERVICES)[number];

type Social = BootstrapData['social'];

export const enabledServices = (social: Social): SocialService[] => SOCIAL_SERVICES.filter((service) => social[service]?.enable);

const NAMES: Record<Exclude<SocialService, 'oidc'>, string> = { google: 'Google', facebook: 'Facebook', twitter: 'Twitter', envato: 'Envato' };

/** Brand names are not translated; the OpenID Connect provider's name is a setting. */
export const serviceName = (service: SocialService, social: Social): string =>
  service === 'oidc' ? social.oidc?.name || 'Single sign-on' : NAMES[service];
