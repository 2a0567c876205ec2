import { createFileRoute, redirect } from '@tanstack/react-router';
import { getBootstrap } from '../../../bootstrap/bootstrap-store';
import { guard } from '../../../auth/route-guards';
import { subscriptionsQuery } from '../../../notifications/subscriptions-query';
import { NotificationSettingsPage } from '../../../notifications/notification-settings-page';

/** SPEC section 2: /notifications/settings needs login and redirects to / if subscriptions are not integrated or empty. */
export const Route = createFileRoute('/_player/notifications/settings')({
  beforeLoad: () => {
    guard({ auth: true })();
    if (!getBootstrap().notif.subs.integrated) throw redirect({ to: '/', replace: true });
  },
  loader: async ({ context }) => {
    // A failed read shows its own error and retry in the page; only an empty list sends the user away.
    const subscriptions = await context.queryClient.ensureQueryData(subscriptionsQuery()).catch(() => null);
    if (subscriptions && subscriptions.groups.length === 0) throw redirect({ to: '/', replace: true });
  },
  component: NotificationSettingsPage,
});
