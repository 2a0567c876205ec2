import type { ServiceConfig, SocialService } from '../social-services';
import type { SocialProvider } from './provider';
import { googleProvider } from './google';
import { facebookProvider } from './facebook';
import { twitterProvider } from './twitter';
import { envatoProvider } from './envato';
import { oidcProvider } from './oidc';

export function createProvider(service: SocialService, config: ServiceConfig, redirectUri: string): SocialProvider {
  const { clientId, clientSecret } = config;
  switch (service) {
    case 'google':
      return googleProvider(clientId, clientSecret, redirectUri);
    case 'facebook':
      return facebookProvider(clientId, clientSecret, redirectUri);
    case 'twitter':
      return twitterProvider(clientId, clientSecret, redirectUri);
    case 'envato':
      return envatoProvider(clientId, clientSecret, redirectUri);
    case 'oidc':
      return oidcProvider(config.issuer, clientId, clientSecret, redirectUri);
  }
}
