import type { NotificationPayload } from '../../worker/notifications/notification-types';
import { useTrans } from '../i18n/trans';
import { NotificationItem } from './notification-item';

type NotificationListProps = {
  notifications: NotificationPayload[];
  onDone?: () => void;
};

/** Notifications newest first, as the popover and the page show them. */
export function NotificationList({ notifications, onDone }: NotificationListProps) {
  const trans = useTrans();
  return (
    <ul aria-label={trans('Notifications')}>
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onDone={onDone} />
      ))}
    </ul>
  );
}

/** What an empty list says, in the popover and on the page. */
export function NotificationsEmpty() {
  const trans = useTrans();
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
      <p className="font-semibold text-fg">{trans('Hang tight!')}</p>
      <p className="text-sm text-muted">{trans('Notifications will start showing up here soon.')}</p>
    </div>
  );
}
