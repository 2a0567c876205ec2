import { createFileRoute } from '@tanstack/react-router';
import { guestOnly } from '../auth/route-guards';
import { ForgotPasswordPage } from '../auth/forgot-password-page';

export const Route = createFileRoute('/forgot-password')({
  beforeLoad: guestOnly(),
  component: ForgotPasswordPage,
});
