import { createFileRoute } from '@tanstack/react-router';
import { validateAuthSearch } from '../../../auth/auth-search';
import { guestOnly } from '../../../auth/route-guards';
import { RegisterPage } from '../../../auth/register-page';
import { SocialLoginButtons } from '../../../social-auth/social-login-buttons';

/** SPEC section 2: sign-up for workspace invitees, open even when registration is disabled. */
export const Route = createFileRoute('/workspace/join/register')({
  validateSearch: validateAuthSearch,
  beforeLoad: guestOnly(),
  component: function WorkspaceRegisterRoute() {
    return <RegisterPage workspace search={Route.useSearch()} alternatives={<SocialLoginButtons />} />;
  },
});
