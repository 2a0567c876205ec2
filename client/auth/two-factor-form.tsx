import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTrans } from '../i18n/trans';
import { AuthSubmitButton } from './auth-submit-button';
import { TextField } from '../ui/text-field';
import { applyServerErrors, fieldErrors } from '../http/server-errors';
import { fieldError } from './field-error';
import { linkStyles } from './link-styles';
import { RECOVERY_CODE_LENGTH, TWO_FACTOR_CODE_LENGTH } from './auth-constants';
import {
  submitTwoFactorChallenge,
  twoFactorSchema,
  type TwoFactorField,
  type TwoFactorValues,
} from './requests/two-factor-challenge';
import { useCompleteLogin } from './use-complete-login';

function ChallengeForm({ field }: { field: TwoFactorField }) {
  const trans = useTrans();
  const completeLogin = useCompleteLogin();
  const form = useForm<TwoFactorValues>({
    resolver: zodResolver(twoFactorSchema(field)),
    defaultValues: { code: '', recovery_code: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = field === 'code' ? { code: values.code } : { recovery_code: values.recovery_code };
      const response = await submitTwoFactorChallenge(body);
      await completeLogin(response.bootstrapData);
    } catch (error) {
      // An expired sign-in is reported on `code` even while the recovery input is shown: put it on the visible one.
      const errors = fieldErrors(error);
      const message = errors[field] ?? errors.code ?? errors.recovery_code;
      if (message) form.setError(field, { type: 'server', message }, { shouldFocus: true });
      else applyServerErrors(error, form);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      {field === 'code' ? (
        <TextField
          {...form.register('code')}
          label={trans('Code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={TWO_FACTOR_CODE_LENGTH}
          required
          autoFocus
          error={fieldError(form, 'code', trans)}
        />
      ) : (
        <TextField
          {...form.register('recovery_code')}
          label={trans('Recovery code')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={RECOVERY_CODE_LENGTH}
          required
          autoFocus
          error={fieldError(form, 'recovery_code', trans)}
        />
      )}
      <AuthSubmitButton pending={form.formState.isSubmitting}>{trans('Continue')}</AuthSubmitButton>
    </form>
  );
}

/** SPEC section 2: the step after a correct password, with the authenticator's code or a recovery code. */
export function TwoFactorForm() {
  const trans = useTrans();
  const [field, setField] = useState<TwoFactorField>('code');
  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted">
        {field === 'code'
          ? trans('Confirm access to your account by entering the authentication code provided by your authenticator application.')
          : trans('Confirm access to your account by entering one of your emergency recovery codes.')}
      </p>
      {/* Keyed so each kind of code gets a fresh form, resolver and focus. */}
      <ChallengeForm key={field} field={field} />
      <button
        type="button"
        onClick={() => setField(field === 'code' ? 'recovery_code' : 'code')}
        className={`${linkStyles} self-center text-sm`}
      >
        {field === 'code' ? trans('Use a recovery code') : trans('Use an authentication code')}
      </button>
    </div>
  );
}
