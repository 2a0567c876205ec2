import type { ReactNode } from 'react';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { SuspendedScreen } from './suspended-screen';
import { VerifyEmailScreen } from './verify-email-screen';

/**
 * SPEC section 4, user gate: an unverified user (when the site requires
 * confirmation) sees the verify screen, a banned user the suspended screen,
 * everyone else the app.
 */
export function UserGate({ children }: { children: ReactNode }) {
  const { user, require_email_confirmation: requireConfirmation } = useBootstrap();
  if (user && requireConfirmation && !user.email_verified_at) return <VerifyEmailScreen />;
  if (user?.banned_at) return <SuspendedScreen />;
  return <>{children}</>;
}
