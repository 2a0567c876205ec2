import { decodeIdToken, Google } from 'arctic';
import { z } from 'zod';
import { httpsUrl, ProviderError, type SocialProvider } from './provider';

/**
 * The ID token comes straight from Google's token endpoint over TLS, so its
 * claims can be read without checking the signature (OpenID Connect Core
 * 3.1.3.7); it carries everything the profile needs.
 */
const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});

export function googleProvider(clientId: string, clientSecret: string, redirectUri: string): SocialProvider {
  const google = new Google(clientId, clientSecret, redirectUri);
  return {
    authorizationUrl: async ({ state, codeVerifier }) => google.createAuthorizationURL(state, codeVerifier, ['openid', 'profile', 'email']),
    async profile(callbackUrl, { codeVerifier }) {
      const tokens = await google.validateAuthorizationCode(callbackUrl.searchParams.get('code') ?? '', codeVerifier);
      const claims = claimsSchema.safeParse(decodeIdToken(tokens.idToken()));
      if (!claims.success) throw new ProviderError('Google sent an ID token without a subject');
      const { sub, email, email_verified, name, picture } = claims.data;
      return {
        id: sub,
        email: email ?? null,
        emailVerified: email_verified === true,
        name: name ?? null,
        username: email ?? name ?? null,
        avatar: httpsUrl(picture),
      };
    },
  };
}
