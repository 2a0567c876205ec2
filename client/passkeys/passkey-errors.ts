import { ApiError } from '../http/api-client';
import { showErrorToast } from '../http/server-errors';
import { trans } from '../i18n/trans';
import { toast } from '../ui/toast/toast-store';

/**
 * A failed ceremony as a toast. The browser reports a cancelled or timed-out
 * prompt as NotAllowedError (simplewebauthn keeps the name, code
 * ERROR_CEREMONY_ABORTED for aborts), an authenticator that already holds one
 * of the account's passkeys as InvalidStateError.
 */
export function showPasskeyError(error: unknown): void {
  if (error instanceof ApiError) return showErrorToast(error);
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    toast.danger(trans('The passkey request was cancelled or timed out.'));
  } else if (name === 'InvalidStateError') {
    toast.danger(trans('This passkey is already registered.'));
  } else {
    showErrorToast(error);
  }
}
