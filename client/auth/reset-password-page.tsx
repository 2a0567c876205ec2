import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useTrans } from '../i18n/trans';
import { AuthSubmitButton } from './auth-submit-button';
import { TextField } from '../ui/text-field';
import { toast } from '../ui/toast/toast-store';
import { applyServerErrors } from '../http/server-errors';
import { AuthLayout } from './auth-layout';
import { fieldError } from './field-error';
import { NewPasswordFields } from './new-password-fields';
import { resetPassword, resetPasswordSchema, type ResetPasswordValues } from './requests/reset-password';

type ResetPasswordPageProps = { token: string; email?: string };

/** SPEC section 2: /password/reset/{token}, reached from the emailed link (which carries the address). */
export function ResetPasswordPage({ token, email = '' }: ResetPasswordPageProps) {
  const trans = useTrans();
  const navigate = useNavigate();
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { email, password: '', password_confirmation: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await resetPassword({ ...values, token });
      // SPEC section 8's success toast, then sign in with the new password.
      toast(trans('Your password has been reset!'));
      await navigate({ to: '/login', search: { email: values.email } });
    } catch (error) {
      applyServerErrors(error, form);
    }
  });

  return (
    <AuthLayout title={trans('Reset your password')}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <TextField
          {...form.register('email')}
          type="email"
          autoComplete="email"
          label={trans('Email')}
          required
          error={fieldError(form, 'email', trans)}
        />
        <NewPasswordFields form={form} label="New password" autoFocus={!!email} />
        <AuthSubmitButton pending={form.formState.isSubmitting}>{trans('Reset password')}</AuthSubmitButton>
      </form>
    </AuthLayout>
  );
}
