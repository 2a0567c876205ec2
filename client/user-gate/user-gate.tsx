import { lazy, Suspense, type ReactNode } from 'react';
import { useBootstrap } from '../bootstrap/bootstrap-store';

// Few sessions ever meet a gate screen, so they load on their own rather than with every first page.
const SuspendedScreen = lazy(() => import('./suspended-screen').then((m) => ({ default: m.SuspendedScreen })));
const VerifyEmailScreen = lazy(() => import('./verify-email-screen').then((m) => ({ default: m.VerifyEmailScreen })));

/**
 * SPEC section 4, user gate: an unverified user (when the site requires
 * confirmation) sees the verify screen, a banned user the suspended screen,
 * everyone else the app.
 */
export function UserGate({ children }: { children: ReactNode }) {
  const { user, require_email_confirmation: requireConfirmation } = useBootstrap();
  const screen =
    user && requireConfirmation && !user.email_verified_at ? <VerifyEmailScreen /> : user?.banned_at ? <SuspendedScreen /> : null;
  if (!screen) return <>{children}</>;
  return <Suspense fallback={<div aria-busy="true" className="min-h-dvh bg-bg-alt" />}>{screen}</Suspense>;
}
