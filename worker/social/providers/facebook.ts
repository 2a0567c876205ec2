import { Facebook } from 'arctic';
import { z } from 'zod';
import { fetchJson, httpsUrl, ProviderError, type SocialProvider } from './provider';

const GRAPH_ME = 'https://graph.facebook.com/v16.0/me?fields=id,name,email,picture';

const meSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
  picture: z.object({ data: z.object({ url: z.string().optional() }).optional() }).optional(),
});

/**
 * arctic's Facebook client has no PKCE (Facebook's web flow relies on the
 * client secret and state); state is still checked by the callback route.
 * Facebook only returns an email its owner confirmed, so it counts as verified.
 */
export function facebookProvider(clientId: string, clientSecret: string, redirectUri: string): SocialProvider {
  const facebook = new Facebook(clientId, clientSecret, redirectUri);
  return {
    authorizationUrl: async ({ state }) => facebook.createAuthorizationURL(state, ['email', 'public_profile']),
    async profile(callbackUrl) {
      const tokens = await facebook.validateAuthorizationCode(callbackUrl.searchParams.get('code') ?? '');
      const me = meSchema.safeParse(await fetchJson(GRAPH_ME, tokens.accessToken()));
      if (!me.success) throw new ProviderError('Facebook sent an unexpected profile');
      const { id, name, email, picture } = me.data;
      return {
        id,
        email: email ?? null,
        emailVerified: !!email,
        name: name ?? null,
        username: name ?? null,
        avatar: httpsUrl(picture?.data?.url),
      };
    },
  };
}
