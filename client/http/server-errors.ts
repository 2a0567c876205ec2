import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-client';
import { toast, type ToastAction } from '../ui/toast/toast-store';
import { trans } from '../i18n/trans';
import { hasErrorTrace } from '../errors/trace/trace-types';

/** SPEC section 8: the toast when nothing better is known. */
export const DEFAULT_ERROR_MESSAGE = 'There was an issue. Please try again.';

/** The first message for each field of a 422 body (a list or a single string). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body.errors) return {};
  return Object.fromEntries(
    Object.entries(error.body.errors).map(([field, messages]) => [field, Array.isArray(messages) ? messages[0] : messages]),
  );
}

/**
 * SPEC sections 3 and 8: the optional action of an error body (`{label,
 * action}`, docs/api/http-contract.md "Error actions"). Only a path on this
 * site is taken, so a body can never turn the toast into a link elsewhere.
 */
export function errorAction(error: unknown): ToastAction | undefined {
  const action = error instanceof ApiError ? (error.body.action as Partial<ToastAction> | null | undefined) : undefined;
  if (typeof action?.label !== 'string' || !action.label || typeof action.action !== 'string') return undefined;
  return /^\/(?![/\\])/.test(action.action) ? { label: action.label, action: action.action } : undefined;
}

/**
 * SPEC section 5: server errors are set on their matching fields and the first
 * is focused; a missing or empty errors map gives a toast with the server's
 * message (or the default). A 422 that also carries an action (SPEC section
 * 3) offers it in a toast beside the field messages.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, form: UseFormReturn<T>): void {
  const errors = Object.entries(fieldErrors(error));
  if (!errors.length) {
    showErrorToast(error);
    return;
  }
  errors.forEach(([field, message], index) => {
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  const action = errorAction(error);
  if (action) toast.danger(trans(errors[0][1]), { action });
}

/**
 * SPEC section 8: the server's message (or the default) as a danger toast,
 * with the response's action when it has one, unless the error carries SPEC section 3's trace (admins in debug): then the
 * trace dialog opens instead, loaded on demand (most sessions never need it).
 */
export function showErrorToast(error: unknown): void {
  if (error instanceof ApiError && hasErrorTrace(error.body)) {
    const trace = error.body;
    void import('../errors/trace/open-error-trace').then(({ openErrorTrace }) => openErrorTrace(trace));
    return;
  }
  const message = error instanceof ApiError && error.body.message ? error.body.message : DEFAULT_ERROR_MESSAGE;
  toast.danger(trans(message), { action: errorAction(error) });
}
