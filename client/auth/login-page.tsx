import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { AuthLayout } from './auth-layout';
import type { AuthSearch } from './auth-search';
import { linkStyles } from './link-styles';
import { LoginForm } from './login-form';
import { SignInAlternatives } from './sign-in-alternatives';
import { TwoFactorForm } from './two-factor-form';

type LoginPageProps = {
  search: AuthSearch;
  /** /workspace/join/login: invitees may sign up even when registration is closed (SPEC section 2). */
  workspace?: boolean;
  /** Other ways in (social, passkeys), composed by the route. */
  alternatives?: ReactNode;
};

/** SPEC section 2: /login and /workspace/join/login, then the two-factor step in place. */
export function LoginPage({ search, workspace = false, alternatives }: LoginPageProps) {
  const trans = useTrans();
  const { registration } = useBootstrap();
  const [twoFactor, setTwoFactor] = useState(false);

  if (twoFactor) {
    return (
      <AuthLayout title={trans('Two-factor authentication')}>
        <TwoFactorForm />
      </AuthLayout>
    );
  }

  const signUp = (workspace || !registration.disable) && (
    <>
      {trans("Don't have an account?")}{' '}
      <Link to={workspace ? '/workspace/join/register' : '/register'} search={search} className={linkStyles}>
        {trans('Sign up.')}
      </Link>
    </>
  );

  return (
    <AuthLayout title={trans('Sign in to your account')} footer={signUp}>
      <LoginForm defaultEmail={search.email} onTwoFactor={() => setTwoFactor(true)} />
      <SignInAlternatives>{alternatives}</SignInAlternatives>
    </AuthLayout>
  );
}
