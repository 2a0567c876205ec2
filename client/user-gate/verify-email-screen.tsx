import { useRef, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { MailCheck } from 'lucide-react';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { buttonStyles, focusRing } from '../ui/button-styles';
import { TextField } from '../ui/text-field';
import { toast } from '../ui/toast/toast-store';
import { fieldErrors, showErrorToast } from '../http/server-errors';
import { GateLayout } from './gate-layout';
import { maskEmail } from './masked-email';
import { VERIFICATION_CODE_MAX_LENGTH } from './verify-email-constants';
import { resendVerificationEmail, validateEmailOtp } from './verify-email-requests';

/** SPEC section 2: shown while the site requires confirmation and the user's email is unverified. */
export function VerifyEmailScreen() {
  const trans = useTrans();
  const email = useBootstrap().user?.email ?? null;
  const codeInput = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setCodeError(undefined);
    try {
      await validateEmailOtp(code);
      window.location.reload();
    } catch (error) {
      // SPEC section 5: a validation error goes on the field (and focuses it); anything else is a toast.
      const message = fieldErrors(error).code;
      if (message) {
        setCodeError(message);
        codeInput.current?.focus();
      } else {
        showErrorToast(error);
      }
      setSubmitting(false);
    }
  };

  const resend = async () => {
    if (!email) return;
    setResending(true);
    try {
      await resendVerificationEmail(email);
      toast(trans('Email sent'));
    } catch (error) {
      showErrorToast(error);
    } finally {
      setResending(false);
    }
  };

  return (
    <GateLayout>
      <div className="mb-6 flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
        <MailCheck className="size-6" aria-hidden="true" />
      </div>
      <h1 className="mb-2 text-2xl font-bold">{trans('Verify your email')}</h1>
      <p className="mb-8 text-muted">
        {trans('Enter the verification code we sent to :email', { email: maskEmail(email) })}
      </p>
      <form onSubmit={submit} className="flex flex-col gap-6">
        <TextField
          ref={codeInput}
          name="code"
          label={trans('Code')}
          placeholder={trans('Enter your verification code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_MAX_LENGTH}
          required
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={codeError}
        />
        <button type="submit" disabled={submitting} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
          {trans('Next')}
        </button>
      </form>
      <p className="mt-8 text-sm leading-relaxed text-muted">
        {trans("If you don't see the email in your inbox, check your spam folder and promotions tab. If you still don't see it,")}{' '}
        <button
          type="button"
          onClick={resend}
          disabled={resending || !email}
          className={clsx(
            'rounded font-semibold text-primary underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:opacity-50',
            focusRing,
          )}
        >
          {trans('request a resend')}
        </button>
      </p>
    </GateLayout>
  );
}
