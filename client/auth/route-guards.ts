import { redirect } from '@tanstack/react-router';
import { getBootstrap, type BootstrapData } from '../bootstrap/bootstrap-store';
import { hasPermission, isSubscribed } from './permissions';
import { redirectTargetAfterLogin } from './redirect-targets';

export type GuardRule = { auth?: boolean; permission?: string };

/**
 * SPEC section 2, route guard: where a visitor who may not open a route is
 * sent, or null when they may. Not logged in -> /login; logged in without the
 * permission -> /pricing when billing is on and they are not subscribed,
 * otherwise /404.
 */
export function guardTarget(data: BootstrapData, rule: GuardRule): string | null {
  const allowed = (!rule.auth || data.user !== null) && (!rule.permission || hasPermission(data, rule.permission));
  if (allowed) return null;
  if (!data.user) return '/login';
  return data.billing.enable && !isSubscribed(data) ? '/pricing' : '/404';
}

/** Auth pages: a logged-in user is sent on to their redirect target. */
export function guestOnlyTarget(data: BootstrapData): string | null {
  return data.user ? redirectTargetAfterLogin(data) : null;
}

/** For a route's beforeLoad. */
export function guard(rule: GuardRule) {
  return () => {
    const target = guardTarget(getBootstrap(), rule);
    if (target) throw redirect({ to: target, replace: true });
  };
}

export function guestOnly() {
  return () => {
    const target = guestOnlyTarget(getBootstrap());
    if (target) throw redirect({ to: target, replace: true });
  };
}
