import { createFileRoute } from '@tanstack/react-router';
import { validateAuthSearch } from '../auth/auth-search';
import { guestOnly } from '../auth/route-guards';
import { requireOpenRegistration } from '../auth/registration-guard';
import { RegisterPage } from '../auth/register-page';
import { SocialLoginButtons } from '../social-auth/social-login-buttons';

export const Route = createFileRoute('/register')({
  validateSearch: validateAuthSearch,
  beforeLoad: ({ search }) => {
    guestOnly()();
    requireOpenRegistration(search);
  },
  component: function RegisterRoute() {
    return <RegisterPage search={Route.useSearch()} alternatives={<SocialLoginButtons />} />;
  },
});
