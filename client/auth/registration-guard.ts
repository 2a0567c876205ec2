import { redirect } from '@tanstack/react-router';
import { getBootstrap } from '../bootstrap/bootstrap-store';
import type { AuthSearch } from './auth-search';

/**
 * For /register's beforeLoad. SPEC section 2: with registration disabled,
 * only workspace and invite sign-ups stay open (/workspace/join/register
 * does not call this); everyone else is sent to /login.
 */
export function requireOpenRegistration(search: AuthSearch) {
  if (getBootstrap().registration.disable && !search.invite_id) throw redirect({ to: '/login', replace: true });
}
