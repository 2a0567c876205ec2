import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LiveMessage } from '../../worker/notifications/notification-types';
import { showBrowserNotification } from './browser-notifications';
import { useFollowAction } from './follow-action';
import { LiveSocket, liveUrl } from './live-socket';
import { fetchNotifications, NOTIFICATIONS_KEY } from './notifications-query';
import { applyUnreadCount } from './unread-count-store';

type Context = { queryClient: QueryClient; follow: (action: string | undefined) => void };

/**
 * One socket per tab, whatever number of bells are mounted (each tab of a
 * user keeps its own; the hub sends to all of them). The last mounted bell's
 * context (query client, router) handles what arrives.
 */
let live: { userId: number; socket: LiveSocket; users: number } | null = null;
let context: Context | null = null;

function handle(message: LiveMessage) {
  if (message.type === 'unread-count') {
    applyUnreadCount(message.count, message.version);
    return;
  }
  const follow = (notification: typeof message.notification) => () => context?.follow(notification.data.mainAction?.action);
  if (message.type === 'notification') {
    applyUnreadCount(message.count, message.version);
    void context?.queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  }
  if (message.type === 'browser' || message.browser) showBrowserNotification(message.notification, follow(message.notification));
}

function resynchronise() {
  void context?.queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  // The count from the API, even when no list is on screen (the answer updates the bell).
  fetchNotifications(1, 1).catch(() => undefined);
}

function retain(userId: number) {
  if (live && live.userId !== userId) {
    live.socket.stop();
    live = null;
  }
  if (!live) {
    const socket = new LiveSocket(liveUrl(), { message: handle, reconnected: resynchronise });
    live = { userId, socket, users: 0 };
    socket.start();
  }
  live.users++;
  const mine = live;
  return () => {
    mine.users--;
    if (mine.users === 0 && live === mine) {
      mine.socket.stop();
      live = null;
    }
  };
}

/** Keeps this tab's socket open while a signed-in user's bell is on screen. */
export function useLiveNotifications(userId: number | null) {
  const queryClient = useQueryClient();
  const follow = useFollowAction();
  const latest = useRef<Context>({ queryClient, follow });
  useEffect(() => {
    latest.current = { queryClient, follow };
    context = latest.current;
  }, [queryClient, follow]);
  useEffect(() => {
    if (userId === null) return;
    context = latest.current;
    return retain(userId);
  }, [userId]);
}
