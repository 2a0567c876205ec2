import { getBootstrap, patchBootstrap, useBootstrap, type BootstrapData } from '../bootstrap/bootstrap-store';

export type AccountUser = NonNullable<BootstrapData['user']>;

/** The signed-in user; the page renders only behind guard({auth: true}) and while a user is set. */
export function useAccountUser(): AccountUser {
  const user = useBootstrap().user;
  if (!user) throw new Error('Account settings need a signed-in user.');
  return user;
}

/**
 * Applies the `{user}` an account call answered with to the bootstrap data
 * the whole app reads. The users routes' user also lists its access tokens
 * (SPEC section 3, docs/api/accounts.md); bootstrap data's user does not keep
 * them (the Developers panel reads GET access-tokens).
 */
export function patchAccountUser(user: Partial<AccountUser> & { tokens?: unknown }): void {
  const { tokens: _tokens, ...fields } = user;
  const current = getBootstrap().user;
  if (current) patchBootstrap({ user: { ...current, ...fields } });
}
