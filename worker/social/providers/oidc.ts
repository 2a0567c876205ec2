import * as oauth from 'oauth4webapi';
import { httpsUrl, ProviderError, type SocialProvider } from './provider';

/**
 * oauth4webapi refuses plain-http endpoints. The e2e suite runs a real
 * OpenID Connect server (oidc-provider) on loopback without TLS, so http is
 * allowed for a loopback issuer only: such an issuer can only be reached from
 * the same machine, where there is nobody to intercept the traffic.
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

const SCOPE = 'openid email profile';

/** Authorization code + PKCE + nonce against any OpenID Connect issuer, found by discovery. */
export function oidcProvider(issuer: string, clientId: string, clientSecret: string, redirectUri: string): SocialProvider {
  const issuerUrl = new URL(issuer);
  const http = { [oauth.allowInsecureRequests]: isLoopbackHttp(issuerUrl) };
  const client: oauth.Client = { client_id: clientId };
  let metadata: oauth.AuthorizationServer | null = null;

  const discover = async () => {
    metadata ??= await oauth.processDiscoveryResponse(issuerUrl, await oauth.discoveryRequest(issuerUrl, http));
    return metadata;
  };

  // OpenID Connect Discovery defaults to client_secret_basic when the server lists nothing.
  const clientAuth = (as: oauth.AuthorizationServer) => {
    const methods = as.token_endpoint_auth_methods_supported;
    return !methods || methods.includes('client_secret_basic') ? oauth.ClientSecretBasic(clientSecret) : oauth.ClientSecretPost(clientSecret);
  };

  return {
    async authorizationUrl({ state, codeVerifier, nonce }) {
      const as = await discover();
      if (!as.authorization_endpoint) throw new ProviderError('The issuer has no authorization endpoint');
      const url = new URL(as.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        scope: SCOPE,
        state,
        nonce,
        code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      }).toString();
      return url;
    },

    async profile(callbackUrl, { state, codeVerifier, nonce }) {
      const as = await discover();
      // Checks state again and, when the issuer sends one, the `iss` parameter (RFC 9207).
      const params = oauth.validateAuthResponse(as, client, callbackUrl, state);
      const response = await oauth.authorizationCodeGrantRequest(as, client, clientAuth(as), params, redirectUri, codeVerifier, http);
      // Validates the ID token: issuer, audience, expiry, issued-at and our nonce.
      const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: nonce, requireIdToken: true });
      const idToken = oauth.getValidatedIdTokenClaims(tokens)!;
      let claims: oauth.UserInfoResponse = idToken;
      if (as.userinfo_endpoint) {
        const userInfo = await oauth.userInfoRequest(as, client, tokens.access_token, http);
        claims = { ...idToken, ...(await oauth.processUserInfoResponse(as, client, idToken.sub, userInfo)) };
      }
      const email = typeof claims.email === 'string' && claims.email ? claims.email : null;
      return {
        id: idToken.sub,
        email,
        emailVerified: email !== null && claims.email_verified === true,
        name: claims.name ?? null,
        username: claims.preferred_username ?? email ?? claims.name ?? null,
        avatar: httpsUrl(claims.picture),
      };
    },
  };
}
