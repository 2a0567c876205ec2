import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { AuthSubmitButton } from './auth-submit-button';
import { TextField } from '../ui/text-field';
import { useBotCheck } from '../bot-check/use-bot-check';
import { reportSubmitError } from '../bot-check/report-submit-error';
import { AuthLayout } from './auth-layout';
import { fieldError } from './field-error';
import { linkStyles } from './link-styles';
import { forgotPasswordSchema, requestPasswordReset, type ForgotPasswordValues } from './requests/forgot-password';

/** SPEC section 2: /forgot-password asks for the address, then shows the server's answer. */
export function ForgotPasswordPage() {
  const trans = useTrans();
  const botCheck = useBotCheck('forgot_password');
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await requestPasswordReset({ ...values, recaptcha_token: await botCheck() });
      setSentMessage(response.message);
    } catch (error) {
      reportSubmitError(error, form);
    }
  });

  const backToLogin = (
    <Link to="/login" className={linkStyles}>
      {trans('Back to sign in')}
    </Link>
  );

  if (sentMessage !== null) {
    return (
      <AuthLayout title={trans('Check your inbox')} footer={backToLogin}>
        <div role="status" className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-positive/15 text-positive">
            <MailCheck className="size-6" aria-hidden="true" />
          </span>
          <p className="text-muted">{trans(sentMessage)}</p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={trans('Forgot your password?')}
      description={trans('Enter your email address and we will send you a link to reset your password.')}
      footer={backToLogin}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <TextField
          {...form.register('email')}
          type="email"
          autoComplete="email"
          label={trans('Email')}
          required
          autoFocus
          error={fieldError(form, 'email', trans)}
        />
        <AuthSubmitButton pending={form.formState.isSubmitting}>{trans('Send reset link')}</AuthSubmitButton>
      </form>
    </AuthLayout>
  );
}
