import clsx from 'clsx';
import { Bell } from 'lucide-react';
import type { NotificationPayload } from '../../worker/notifications/notification-types';
import { INVITE_ACTIONS } from './notification-constants';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { formatRelativeTime } from '../i18n/relative-time';
import { useTrans } from '../i18n/trans';
import { buttonStyles, focusRing } from '../ui/button-styles';
import { useFollowAction } from './follow-action';
import { NotificationLineText } from './notification-line';
import { useInviteAction, type InviteDecision } from './use-invite-actions';
import { useMarkAsRead } from './use-mark-as-read';

const DECISIONS: Record<string, InviteDecision> = { [INVITE_ACTIONS.join]: 'join', [INVITE_ACTIONS.decline]: 'decline' };
/** When the server sends a button without its label (translated like the server's: server-texts.ts). */
const DECISION_LABELS: Record<InviteDecision, string> = { join: 'Join', decline: 'Decline' };

type NotificationItemProps = {
  notification: NotificationPayload;
  /** After the item or one of its buttons was used (the popover closes). */
  onDone?: () => void;
};

/**
 * One notification (SPEC section 4): pressing it marks it read and follows
 * its mainAction; unread without an image shows a dot; a workspace invite
 * offers Join and Decline.
 */
export function NotificationItem({ notification, onDone }: NotificationItemProps) {
  const trans = useTrans();
  const { i18n } = useBootstrap();
  const follow = useFollowAction();
  const markAsRead = useMarkAsRead();
  const invite = useInviteAction();
  const { data } = notification;
  const unread = notification.read_at === null;
  const [primary, ...rest] = data.lines;
  const buttons = (data.buttonActions ?? []).filter((button) => DECISIONS[button.action] && data.inviteId);

  const open = () => {
    if (unread) markAsRead.mutate({ ids: [notification.id] });
    follow(data.mainAction?.action);
    onDone?.();
  };
  const decide = (decision: InviteDecision) => {
    invite.mutate({ decision, inviteId: data.inviteId! });
    onDone?.();
  };

  return (
    <li className={clsx('relative border-b border-divider last:border-b-0', unread && data.image && 'bg-primary/5')}>
      <button
        type="button"
        onClick={open}
        className={clsx('flex w-full items-start gap-3 px-4 py-3 text-left transition hover:bg-fg/5', focusRing, 'focus-visible:ring-inset focus-visible:ring-offset-0')}
      >
        {data.image ? (
          <img src={data.image} alt="" className="size-10 shrink-0 rounded-full object-cover" />
        ) : (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-chip text-muted" aria-hidden="true">
            <Bell className="size-5" />
          </span>
        )}
        <span className="min-w-0 flex-1">
          {primary && (
            <span className={clsx('block text-sm text-fg', unread ? 'font-semibold' : 'font-normal')}>
              <NotificationLineText line={primary} />
            </span>
          )}
          {rest.map((line, index) => (
            <span key={index} className="mt-0.5 line-clamp-3 block text-sm text-muted">
              <NotificationLineText line={line} />
            </span>
          ))}
          <time dateTime={notification.created_at} className="mt-1 block text-xs text-muted">
            {formatRelativeTime(notification.created_at, i18n.language)}
          </time>
        </span>
        {unread && !data.image && (
          <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary" data-testid="unread-dot">
            <span className="sr-only">{trans('Unread')}</span>
          </span>
        )}
      </button>
      {buttons.length > 0 && (
        <div className="flex gap-2 px-4 pb-3 pl-[68px]">
          {buttons.map((button) => (
            <button
              key={button.action}
              type="button"
              disabled={invite.isPending}
              onClick={() => decide(DECISIONS[button.action])}
              className={buttonStyles({ variant: DECISIONS[button.action] === 'join' ? 'primary' : 'outline', size: 'sm' })}
            >
              {trans(button.label ?? DECISION_LABELS[DECISIONS[button.action]])}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}
