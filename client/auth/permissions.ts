import type { BootstrapData } from '../bootstrap/bootstrap-store';

/** SPEC section 6: a user holds their permissions (admin grants all); a visitor holds the guest role's. */
export function hasPermission(data: BootstrapData, name: string): boolean {
  const granted = data.user ? data.user.permissions : (data.guest_role?.permissions ?? []);
  return granted.some((p) => p.name === 'admin' || p.name === name);
}

/** SPEC section 6: subscribed means a subscription with valid set. */
export function isSubscribed(data: BootstrapData): boolean {
  return !!data.user?.subscriptions.some((s) => s.valid);
}
