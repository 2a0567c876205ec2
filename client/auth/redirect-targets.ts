import type { BootstrapData } from '../bootstrap/bootstrap-store';
import { pendingActionReturnPath } from './pending-action';

/** SPEC section 9: the pricing-page choice a visitor made before signing up. */
export const ONBOARDING_STORAGE_KEY = 'be.onboarding.selected';

type Onboarding = { productId: number | string; priceId: number | string };

function storedOnboarding(): Onboarding | null {
  try {
    const raw = localStorage.getItem(ONBOARDING_STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<Onboarding>) : null;
    return value?.productId != null && value.priceId != null ? (value as Onboarding) : null;
  } catch {
    return null;
  }
}

/**
 * SPEC section 2, after login: back to the page of a like or follow the
 * guest was asked to log in for (issue 26); the stored onboarding selection
 * as /checkout/{productId}/{priceId}; admins go to /admin; otherwise the
 * configured redirectUri (default /).
 */
export function redirectTargetAfterLogin(data: BootstrapData): string {
  const pending = pendingActionReturnPath();
  if (pending) return pending;
  const onboarding = storedOnboarding();
  if (onboarding) return `/checkout/${onboarding.productId}/${onboarding.priceId}`;
  if (data.user?.permissions.some((p) => p.name === 'admin' || p.name === 'admin.access')) return '/admin';
  const configured = (data.settings as { redirectUri?: unknown }).redirectUri;
  return typeof configured === 'string' && configured.startsWith('/') ? configured : '/';
}

export const REDIRECT_AFTER_LOGOUT = '/login';
