import type { NotificationPayload } from '../../worker/notifications/notification-types';
import { browserNotificationText } from './notification-text';

export type BrowserPermission = NotificationPermission | 'unsupported';

export function browserPermission(): BrowserPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks once (only the settings page calls this, on the user's click). */
export async function requestBrowserPermission(): Promise<BrowserPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  return Notification.requestPermission();
}

/**
 * The browser's own notification, while the app is open and the user
 * allowed it. Tagged with the notification's id: each open tab shows it, and
 * the browser keeps one.
 */
export function showBrowserNotification(notification: NotificationPayload, onClick: () => void): void {
  if (browserPermission() !== 'granted') return;
  const { title, body } = browserNotificationText(notification);
  try {
    const shown = new Notification(title, { body, tag: notification.id, icon: notification.data.image ?? undefined });
    shown.onclick = () => {
      window.focus();
      onClick();
      shown.close();
    };
  } catch {
    // Some mobile browsers only show notifications from a service worker: nothing to show there.
  }
}
