import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight, Megaphone, Settings } from 'lucide-react';
import { hasPermission } from '../auth/permissions';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { openDialog } from '../ui/dialog/dialog-store';
import { PageLoading, QueryError } from '../music/query-states';
import { useTrans } from '../i18n/trans';
import { buttonStyles, iconButtonStyles } from '../ui/button-styles';
import { NotificationList, NotificationsEmpty } from './notification-list';
import { useNotifications } from './notifications-query';
import { useMarkAsRead } from './use-mark-as-read';
import { useUnreadCount } from './unread-count-store';

/** Only administrators send announcements: the form loads when one opens it. */
const openAnnouncementForm = () => import('./announcement-form').then((m) => openDialog(m.AnnouncementForm, {}));

type NotificationsPageProps = { page: number; onPage: (page: number) => void };

/** /notifications (SPEC section 2): 30 a page, newest first, mark all as read, a link to the settings. */
export function NotificationsPage({ page, onPage }: NotificationsPageProps) {
  const trans = useTrans();
  const count = useUnreadCount();
  const bootstrap = useBootstrap();
  const subscriptions = bootstrap.notif.subs.integrated;
  // The announcements route needs the admin permission itself (worker/notifications/announcement-routes.ts).
  const announces = hasPermission(bootstrap, 'admin');
  const { data, error, isPending, isPlaceholderData, refetch } = useNotifications(page);
  const markAsRead = useMarkAsRead();
  const pagination = data?.pagination;

  return (
    <div className="max-w-3xl pb-8 pt-4 md:pt-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-bold tracking-tight md:text-3xl">{trans('Notifications')}</h1>
        <div className="flex flex-wrap gap-2">
          {announces && (
            <button type="button" onClick={() => void openAnnouncementForm()} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
              <Megaphone className="size-4" aria-hidden="true" />
              {trans('New announcement')}
            </button>
          )}
          {subscriptions && (
            <Link to="/notifications/settings" className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
              <Settings className="size-4" aria-hidden="true" />
              {trans('Settings')}
            </Link>
          )}
          <button
            type="button"
            disabled={count === 0 || markAsRead.isPending}
            onClick={() => markAsRead.mutate({ all: true })}
            className={buttonStyles({ variant: 'outline', size: 'sm' })}
          >
            {trans('Mark all as read')}
          </button>
        </div>
      </div>
      <div className="mt-6 overflow-hidden rounded-xl border border-divider bg-paper" aria-busy={isPlaceholderData || undefined}>
        {isPending ? (
          <PageLoading />
        ) : error && !data ? (
          <QueryError error={error} onRetry={() => void refetch()} />
        ) : pagination && pagination.data.length ? (
          <NotificationList notifications={pagination.data} />
        ) : (
          <NotificationsEmpty />
        )}
      </div>
      {pagination && pagination.last_page > 1 && (
        <nav aria-label={trans('Pagination')} className="mt-4 flex items-center justify-end gap-4 text-sm text-muted">
          <span aria-live="polite">{trans(':from–:to of :total', { from: pagination.from, to: pagination.to, total: pagination.total })}</span>
          <div className="flex gap-1">
            <button
              type="button"
              aria-label={trans('Previous page')}
              disabled={pagination.current_page <= 1}
              onClick={() => onPage(pagination.current_page - 1)}
              className={iconButtonStyles({ size: 'sm' })}
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              aria-label={trans('Next page')}
              disabled={pagination.current_page >= pagination.last_page}
              onClick={() => onPage(pagination.current_page + 1)}
              className={iconButtonStyles({ size: 'sm' })}
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </div>
        </nav>
      )}
    </div>
  );
}
