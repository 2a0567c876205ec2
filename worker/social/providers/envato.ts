import { OAuth2Client } from 'arctic';
import { z } from 'zod';
import { fetchJson, httpsUrl, ProviderError, type SocialProvider } from './provider';

const AUTHORIZATION_ENDPOINT = 'https://api.envato.com/authorization';
const TOKEN_ENDPOINT = 'https://api.envato.com/token';
const API = 'https://api.envato.com/v1/market/private/user';
/** Envato's API asks every client to name itself. */
const HEADERS = { 'User-Agent': 'Melodia social sign-in' };

const accountSchema = z.object({
  account: z.object({ firstname: z.string().optional(), surname: z.string().optional(), image: z.string().optional() }),
});
const usernameSchema = z.object({ username: z.string().min(1) });
const emailSchema = z.object({ email: z.string().optional() });

/**
 * Envato has no arctic provider: arctic's generic OAuth 2 client with
 * Envato's endpoints (Envato documents no PKCE, so none is sent). The
 * username is the account's stable id; Envato does not say whether the email
 * was confirmed, so it is not treated as verified.
 */
export function envatoProvider(clientId: string, clientSecret: string, redirectUri: string): SocialProvider {
  const client = new OAuth2Client(clientId, clientSecret, redirectUri);
  return {
    authorizationUrl: async ({ state }) => client.createAuthorizationURL(AUTHORIZATION_ENDPOINT, state, []),
    async profile(callbackUrl) {
      const tokens = await client.validateAuthorizationCode(TOKEN_ENDPOINT, callbackUrl.searchParams.get('code') ?? '', null);
      const token = tokens.accessToken();
      const [account, username, email] = await Promise.all([
        fetchJson(`${API}/account.json`, token, HEADERS).then((body) => accountSchema.safeParse(body)),
        fetchJson(`${API}/username.json`, token, HEADERS).then((body) => usernameSchema.safeParse(body)),
        fetchJson(`${API}/email.json`, token, HEADERS).then((body) => emailSchema.safeParse(body)),
      ]);
      if (!account.success || !username.success || !email.success) throw new ProviderError('Envato sent an unexpected profile');
      const { firstname, surname, image } = account.data.account;
      const name = [firstname, surname].filter(Boolean).join(' ') || null;
      return {
        id: username.data.username,
        email: email.data.email || null,
        emailVerified: false,
        name,
        username: username.data.username,
        avatar: httpsUrl(image),
      };
    },
  };
}
