import { createFileRoute } from '@tanstack/react-router';
import { validateResetSearch } from '../../../auth/auth-search';
import { guestOnly } from '../../../auth/route-guards';
import { ResetPasswordPage } from '../../../auth/reset-password-page';

export const Route = createFileRoute('/password/reset/$token')({
  validateSearch: validateResetSearch,
  beforeLoad: guestOnly(),
  component: function ResetPasswordRoute() {
    return <ResetPasswordPage token={Route.useParams().token} email={Route.useSearch().email} />;
  },
});
