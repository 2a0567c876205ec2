import type { UseFormReturn } from 'react-hook-form';
import { useTrans } from '../i18n/trans';
import { TextField } from '../ui/text-field';
import { fieldError } from './field-error';

type NewPassword = { password: string; password_confirmation: string };

/** The new password and its confirmation, as register and reset ask for them. */
export function NewPasswordFields<T extends NewPassword>({
  form,
  label = 'Password',
  autoFocus,
}: {
  form: UseFormReturn<T>;
  /** Untranslated. */
  label?: string;
  autoFocus?: boolean;
}) {
  const trans = useTrans();
  // The generic form narrows to the two fields every caller has.
  const own = form as unknown as UseFormReturn<NewPassword>;
  return (
    <>
      <TextField
        {...own.register('password')}
        type="password"
        autoComplete="new-password"
        label={trans(label)}
        required
        autoFocus={autoFocus}
        error={fieldError(own, 'password', trans)}
      />
      <TextField
        {...own.register('password_confirmation')}
        type="password"
        autoComplete="new-password"
        label={trans('Confirm password')}
        required
        error={fieldError(own, 'password_confirmation', trans)}
      />
    </>
  );
}
