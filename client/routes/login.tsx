import { createFileRoute } from '@tanstack/react-router';
import { validateAuthSearch } from '../auth/auth-search';
import { guestOnly } from '../auth/route-guards';
import { LoginPage } from '../auth/login-page';
import { PasskeySignInButton } from '../passkeys/passkey-sign-in-button';
import { SocialLoginButtons } from '../social-auth/social-login-buttons';

export const Route = createFileRoute('/login')({
  validateSearch: validateAuthSearch,
  beforeLoad: guestOnly(),
  component: function LoginRoute() {
    return (
      <LoginPage
        search={Route.useSearch()}
        alternatives={
          <>
            <PasskeySignInButton />
            <SocialLoginButtons />
          </>
        }
      />
    );
  },
});
