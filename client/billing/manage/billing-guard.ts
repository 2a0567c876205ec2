import { redirect } from '@tanstack/react-router';
import { getBootstrap } from '../../bootstrap/bootstrap-store';
import { isSubscribed } from '../../auth/permissions';
import { guard } from '../../auth/route-guards';

/**
 * /billing and its children's beforeLoad. SPEC section 6: billing sends
 * users who are not subscribed to /pricing; guests sign in first, and with
 * billing off there is nothing to show.
 */
export function billingGuard() {
  guard({ auth: true })();
  const data = getBootstrap();
  if (!data.billing.enable) throw redirect({ to: '/404', replace: true });
  if (!isSubscribed(data)) throw redirect({ to: '/pricing', replace: true });
}
