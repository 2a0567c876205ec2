import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '../http/server-errors';
import { trans } from '../i18n/trans';
import { toast } from '../ui/toast/toast-store';
import { BotCheckError } from './bot-check-error';

/**
 * A failed submit of a bot-checked form: a failed check is a danger toast
 * (SPEC section 8, 'Could not verify you are human.'); anything else goes
 * through applyServerErrors (fields, else a toast).
 */
export function reportSubmitError<T extends FieldValues>(error: unknown, form: UseFormReturn<T>): void {
  if (error instanceof BotCheckError) toast.danger(trans(error.message));
  else applyServerErrors(error, form);
}
