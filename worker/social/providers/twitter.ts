import { Twitter } from 'arctic';
import { z } from 'zod';
import { fetchJson, httpsUrl, ProviderError, type SocialProvider } from './provider';

/**
 * X API v2. `users.email` with the `confirmed_email` field gives the
 * account's confirmed email; an app not approved for it simply gets none, and
 * such a profile can still be linked (connect) but cannot create an account.
 */
const ME = 'https://api.x.com/2/users/me?user.fields=profile_image_url,confirmed_email';
const SCOPES = ['users.read', 'tweet.read', 'users.email'];

const meSchema = z.object({
  data: z.object({
    id: z.string().min(1),
    name: z.string().optional(),
    username: z.string().optional(),
    profile_image_url: z.string().optional(),
    confirmed_email: z.string().optional(),
  }),
});

export function twitterProvider(clientId: string, clientSecret: string, redirectUri: string): SocialProvider {
  const twitter = new Twitter(clientId, clientSecret, redirectUri);
  return {
    authorizationUrl: async ({ state, codeVerifier }) => twitter.createAuthorizationURL(state, codeVerifier, SCOPES),
    async profile(callbackUrl, { codeVerifier }) {
      const tokens = await twitter.validateAuthorizationCode(callbackUrl.searchParams.get('code') ?? '', codeVerifier);
      const me = meSchema.safeParse(await fetchJson(ME, tokens.accessToken()));
      if (!me.success) throw new ProviderError('X sent an unexpected profile');
      const { id, name, username, profile_image_url, confirmed_email } = me.data.data;
      return {
        id,
        email: confirmed_email ?? null,
        emailVerified: !!confirmed_email,
        name: name ?? null,
        username: username ?? null,
        avatar: httpsUrl(profile_image_url),
      };
    },
  };
}
