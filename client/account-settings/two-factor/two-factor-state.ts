import type { AccountUser } from '../account-user';

export type TwoFactorState = 'disabled' | 'confirming' | 'enabled';

/**
 * SPEC section 4, two-factor setup: enabled once confirmed; the QR/confirm
 * step while recovery codes exist without a confirmation; otherwise off.
 */
export function twoFactorState(user: Pick<AccountUser, 'two_factor_confirmed_at' | 'two_factor_recovery_codes'>): TwoFactorState {
  if (user.two_factor_confirmed_at) return 'enabled';
  if (user.two_factor_recovery_codes > 0) return 'confirming';
  return 'disabled';
}
