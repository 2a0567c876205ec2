import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useTrans } from '../i18n/trans';
import { AuthSubmitButton } from './auth-submit-button';
import { Checkbox } from '../ui/checkbox';
import { TextField } from '../ui/text-field';
import { useBotCheck } from '../bot-check/use-bot-check';
import { reportSubmitError } from '../bot-check/report-submit-error';
import { fieldError } from './field-error';
import { linkStyles } from './link-styles';
import { login, loginSchema, type LoginValues } from './requests/login';
import { useCompleteLogin } from './use-complete-login';

type LoginFormProps = {
  defaultEmail?: string;
  /** SPEC section 4: the password was right and the account wants its second factor. */
  onTwoFactor: () => void;
};

/** Email, password and 'Stay signed in for a month' (on by default, SPEC section 9). */
export function LoginForm({ defaultEmail = '', onTwoFactor }: LoginFormProps) {
  const trans = useTrans();
  const completeLogin = useCompleteLogin();
  const botCheck = useBotCheck('login');
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '', remember: true },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await login({ ...values, recaptcha_token: await botCheck() });
      if ('two_factor' in response) onTwoFactor();
      else await completeLogin(response.bootstrapData);
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
        error={fieldError(form, 'email', trans)}
      />
      <div className="flex flex-col gap-2">
        <TextField
          {...form.register('password')}
          type="password"
          autoComplete="current-password"
          label={trans('Password')}
          required
          error={fieldError(form, 'password', trans)}
        />
        <Link to="/forgot-password" className={`${linkStyles} self-end text-sm`}>
          {trans('Forgot your password?')}
        </Link>
      </div>
      <Checkbox {...form.register('remember')}>{trans('Stay signed in for a month')}</Checkbox>
      <AuthSubmitButton pending={form.formState.isSubmitting}>{trans('Continue')}</AuthSubmitButton>
    </form>
  );
}
