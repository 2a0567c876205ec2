import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../http/api-client';
import { ensurePasswordConfirmed, forgetPasswordConfirmation } from './ensure-password-confirmed';
import { PASSWORD_CONFIRMATION_REQUIRED_STATUS } from './password-confirmation-constants';

type RunOptions = {
  /** A password the caller's own form collected: confirms with it instead of opening the dialog. */
  password?: string;
};

const needsConfirmation = (error: unknown) =>
  error instanceof ApiError && error.status === PASSWORD_CONFIRMATION_REQUIRED_STATUS;

/**
 * SPEC section 6: sensitive actions run only with a confirmed password.
 * `run(action)` confirms first when needed and resolves with the action's
 * result, or `undefined` when the user dismissed the dialog. If the server
 * still answers 423 (its 9000 s window ended before our cache did), it asks
 * once more and retries once.
 */
export function useConfirmedAction() {
  const queryClient = useQueryClient();

  const run = useCallback(
    async <T>(action: () => Promise<T>, { password }: RunOptions = {}): Promise<T | undefined> => {
      if (!(await ensurePasswordConfirmed(queryClient, password))) return undefined;
      try {
        return await action();
      } catch (error) {
        if (!needsConfirmation(error)) throw error;
        forgetPasswordConfirmation(queryClient);
        if (!(await ensurePasswordConfirmed(queryClient, password))) return undefined;
        return action();
      }
    },
    [queryClient],
  );

  return { run };
}
