import { createFileRoute } from '@tanstack/react-router';
import { validateAuthSearch } from '../../../auth/auth-search';
import { guestOnly } from '../../../auth/route-guards';
import { LoginPage } from '../../../auth/login-page';
import { PasskeySignInButton } from '../../../passkeys/passkey-sign-in-button';
import { SocialLoginButtons } from '../../../social-auth/social-login-buttons';

/** SPEC section 2: sign-in for people invited to a workspace. */
export const Route = createFileRoute('/workspace/join/login')({
  validateSearch: validateAuthSearch,
  beforeLoad: guestOnly(),
  component: function WorkspaceLoginRoute() {
    return (
      <LoginPage
        workspace
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
