import type { QueryClient } from '@tanstack/react-query';
import { openDialog } from '../ui/dialog/dialog-store';
import { confirmPassword } from './confirm-password';
import { ConfirmPasswordDialog } from './confirm-password-dialog';
import { confirmedPasswordStatusQuery } from './confirmed-password-status';

/**
 * True once the session's password is confirmed: straight away when the
 * (cached) status says so, otherwise after the 'Confirm password' dialog.
 * A caller whose own form already asked for the password passes it, and it is
 * confirmed without a second prompt (a wrong one rejects with the server's
 * 422, whose errors.password lands on that form's field). False if dismissed.
 */
export async function ensurePasswordConfirmed(queryClient: QueryClient, password?: string): Promise<boolean> {
  const query = confirmedPasswordStatusQuery();
  const status = await queryClient.fetchQuery(query);
  if (status.confirmed) return true;
  if (password !== undefined) await confirmPassword(password);
  else if (!(await openDialog<boolean>(ConfirmPasswordDialog, {}))) return false;
  queryClient.setQueryData(query.queryKey, { confirmed: true });
  return true;
}

/** Forget a cached confirmation the server no longer honours (it answered 423). */
export function forgetPasswordConfirmation(queryClient: QueryClient): void {
  queryClient.setQueryData(confirmedPasswordStatusQuery().queryKey, { confirmed: false });
}
