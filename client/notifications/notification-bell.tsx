import { useState } from 'react';
import clsx from 'clsx';
import { Link } from '@tanstack/react-router';
import { Bell, Settings } from 'lucide-react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { buttonStyles, focusRing, iconButtonStyles } from '../ui/button-styles';
import { popoverPanelClass } from '../ui/popover/popover-styles';
import { Spinner } from '../ui/spinner';
import { NotificationList, NotificationsEmpty } from './notification-list';
import { POPOVER_PAGE_SIZE, useNotifications } from './notifications-query';
import { useMarkAsRead } from './use-mark-as-read';
import { useLiveNotifications } from './use-live-notifications';
import { useUnreadCount } from './unread-count-store';

/** The badge never grows past three characters. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/** The top bar's bell: the live unread count, and the latest notifications in a popover (SPEC section 4). */
export function NotificationBell({ userId }: { userId: number }) {
  const trans = useTrans();
  const count = useUnreadCount();
  const [open, setOpen] = useState(false);
  useLiveNotifications(userId);

  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button
        aria-label={count > 0 ? trans('Notifications, :count unread', { count }) : trans('Notifications')}
        className={iconButtonStyles({ className: 'relative' })}
      >
        <Bell className="size-5" aria-hidden="true" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="unread-badge"
            className="absolute right-0.5 top-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-primary px-1 text-[11px] font-bold leading-none text-on-primary"
          >
            {badgeText(count)}
          </span>
        )}
      </Button>
      <Popover placement="bottom end" offset={8} className={clsx(popoverPanelClass, 'w-[min(24rem,calc(100vw-1rem))]')}>
        <Dialog aria-label={trans('Notifications')} className="outline-none">
          <NotificationPopoverContent close={() => setOpen(false)} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

function NotificationPopoverContent({ close }: { close: () => void }) {
  const trans = useTrans();
  const count = useUnreadCount();
  const subscriptions = useBootstrap().notif.subs.integrated;
  const { data, isPending, isError, refetch } = useNotifications(1, POPOVER_PAGE_SIZE);
  const markAsRead = useMarkAsRead();
  const items = data?.pagination.data ?? [];

  return (
    <div className="flex max-h-[min(32rem,calc(100dvh-6rem))] flex-col">
      <div className="flex items-center gap-2 border-b border-divider px-4 py-3">
        <Heading slot="title" className="flex-1 text-base font-bold">
          {trans('Notifications')}
        </Heading>
        {count > 0 && (
          <button
            type="button"
            disabled={markAsRead.isPending}
            onClick={() => markAsRead.mutate({ all: true })}
            className={buttonStyles({ variant: 'text', size: 'sm', className: 'px-2' })}
          >
            {trans('Mark all as read')}
          </button>
        )}
        {subscriptions && (
          <Link to="/notifications/settings" onClick={close} aria-label={trans('Notification settings')} className={iconButtonStyles({ size: 'sm' })}>
            <Settings className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {isPending ? (
          <div className="flex justify-center py-10 text-primary">
            <Spinner />
          </div>
        ) : isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center text-sm">
            <p className="font-semibold">{trans('There was an issue loading notifications')}</p>
            <button type="button" onClick={() => void refetch()} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
              {trans('Try again')}
            </button>
          </div>
        ) : items.length ? (
          <NotificationList notifications={items} onDone={close} />
        ) : (
          <NotificationsEmpty />
        )}
      </div>
      <div className="border-t border-divider p-2">
        <Link
          to="/notifications"
          onClick={close}
          className={clsx('block rounded-lg px-3 py-2 text-center text-sm font-semibold text-fg hover:bg-fg/10', focusRing)}
        >
          {trans('View all notifications')}
        </Link>
      </div>
    </div>
  );
}
