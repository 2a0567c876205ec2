import { getBootstrap, patchBootstrap, useBootstrap, type BootstrapData } from '../bootstrap/bootstrap-store';

export type AccountUser = NonNullable<BootstrapData['user']>;

/** The signed-in user; the page renders only behind guard({auth: true}) and while a user is set. */
export function useAccountUser(): AccountUser {
  const user = useBootstrap().user;
  if (!user) throw new Error('Account settings need a signed-in user.');
  return user;
}

/** Applies the `{user}` an account call answered with to the bootstrap data the whole app reads. */
export function patchAccountUser(user: Partial<AccountUser>): void {
  const current = getBootstrap().user;
  if (current) patchBootstrap({ user: { ...current, ...user } });
}
