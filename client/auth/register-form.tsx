import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { AuthSubmitButton } from './auth-submit-button';
import { TextField } from '../ui/text-field';
import { useBotCheck } from '../bot-check/use-bot-check';
import { reportSubmitError } from '../bot-check/report-submit-error';
import type { AuthSearch } from './auth-search';
import { fieldError } from './field-error';
import { NewPasswordFields } from './new-password-fields';
import { PolicyCheckbox } from './policy-checkbox';
import { register, registerSchema, type RegisterValues } from './requests/register';
import { useCompleteLogin } from './use-complete-login';

/**
 * SPEC section 5: email (locked when the link prefilled it, e.g. an invite),
 * password, its confirmation and one required box per policy. The invite
 * travels with the body so the worker can attach the new account to it.
 */
export function RegisterForm({ search }: { search: AuthSearch }) {
  const trans = useTrans();
  const { policies } = useBootstrap().registration;
  const completeLogin = useCompleteLogin();
  const botCheck = useBotCheck('register');
  const schema = useMemo(() => registerSchema(policies), [policies]);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      email: search.email ?? '',
      password: '',
      password_confirmation: '',
      policies: Object.fromEntries(policies.map((policy) => [policy.id, false])),
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await register({
        ...values,
        policies: Object.fromEntries(policies.map((policy) => [policy.id, true as const])),
        invite_id: search.invite_id,
        invite_type: search.invite_type,
        recaptcha_token: await botCheck(),
      });
      // SPEC section 4: an address still to verify goes to /, where the verify screen waits.
      await completeLogin(response.bootstrapData, response.status === 'needs_email_verification' ? '/' : undefined);
    } catch (error) {
      reportSubmitError(error, form);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        {...form.register('email')}
        type="email"
        autoComplete="email"
        label={trans('Email')}
        required
        readOnly={!!search.email}
        className="[&_input:read-only]:cursor-not-allowed [&_input:read-only]:bg-chip [&_input:read-only]:text-muted"
        error={fieldError(form, 'email', trans)}
      />
      <NewPasswordFields form={form} />
      {policies.map((policy) => (
        <PolicyCheckbox
          key={policy.id}
          policy={policy}
          {...form.register(`policies.${policy.id}`)}
          error={fieldError(form, `policies.${policy.id}`, trans)}
        />
      ))}
      <AuthSubmitButton pending={form.formState.isSubmitting}>{trans('Create account')}</AuthSubmitButton>
    </form>
  );
}
