import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTrans } from '../i18n/trans';
import { AuthLayout } from './auth-layout';
import type { AuthSearch } from './auth-search';
import { linkStyles } from './link-styles';
import { RegisterForm } from './register-form';
import { SignInAlternatives } from './sign-in-alternatives';

type RegisterPageProps = {
  search: AuthSearch;
  /** /workspace/join/register: sign-in links stay on the workspace pages. */
  workspace?: boolean;
  /** Other ways in (social sign-up), composed by the route. */
  alternatives?: ReactNode;
};

/** SPEC section 2: /register and /workspace/join/register. */
export function RegisterPage({ search, workspace = false, alternatives }: RegisterPageProps) {
  const trans = useTrans();
  const signIn = (
    <>
      {trans('Already have an account?')}{' '}
      <Link to={workspace ? '/workspace/join/login' : '/login'} search={search} className={linkStyles}>
        {trans('Sign in.')}
      </Link>
    </>
  );
  return (
    <AuthLayout title={trans('Create a new account')} footer={signIn}>
      <RegisterForm search={search} />
      <SignInAlternatives>{alternatives}</SignInAlternatives>
    </AuthLayout>
  );
}
