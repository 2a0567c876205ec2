/** What a provider tells us about the person who signed in there. */
export type SocialProfile = {
  /** The provider's stable id for the account (social_profiles.user_service_id). */
  id: string;
  email: string | null;
  /** Whether the provider vouches that the person controls `email`. */
  emailVerified: boolean;
  name: string | null;
  username: string | null;
  avatar: string | null;
};

/** The secrets of one sign-in attempt, kept in the flow cookie between redirect and callback. */
export type FlowSecrets = { state: string; codeVerifier: string; nonce: string };

export interface SocialProvider {
  authorizationUrl(secrets: FlowSecrets): Promise<URL>;
  /** Exchanges the callback's code (state already checked) and reads the profile. */
  profile(callbackUrl: URL, secrets: FlowSecrets): Promise<SocialProfile>;
}

/** A provider answered something we cannot use; shown as SPEC section 8's generic social error. */
export class ProviderError extends Error {}

/** GETs a provider's JSON API with the access token, failing on any non-2xx answer. */
export async function fetchJson<T>(url: string, accessToken: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json', ...headers } });
  if (!response.ok) throw new ProviderError(`${new URL(url).host} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Only https images may become an avatar (the CSP allows https images; no mixed content). */
export const httpsUrl = (value: unknown): string | null =>
  typeof value === 'string' && value.startsWith('https://') ? value : null;
