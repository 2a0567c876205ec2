import { vi } from 'vitest';
import type { LiveMessage, NotificationPage, NotificationPayload } from '../../worker/notifications/notification-types';

let counter = 0;

/** A notification as GET notifications sends it; unread, with no image, unless told otherwise. */
export function makeNotification(overrides: Partial<NotificationPayload> & { text?: string } = {}): NotificationPayload {
  const { text, ...rest } = overrides;
  counter++;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    type: 'follow.user',
    read_at: null,
    created_at: new Date().toISOString(),
    data: {
      image: null,
      lines: [{ type: 'primary', content: `<strong>${text ?? 'Grace'}</strong> started following you`, i18n: { key: ':name started following you', replacements: { name: text ?? 'Grace' } } }],
      mainAction: { action: '/user/9/grace', label: 'View profile' },
    },
    ...rest,
  };
}

/** A workspace invite, with Join and Decline (worker/workspaces/invite-messages.ts). */
export function makeInvite(inviteId = '11111111-2222-4333-8444-555555555555'): NotificationPayload {
  return makeNotification({
    type: 'workspace.invite',
    data: {
      image: '/images/grace.png',
      lines: [{ type: 'primary', content: 'x', i18n: { key: ':name invited you to join :workspace', replacements: { name: 'Grace', workspace: 'Night Shift' } } }],
      buttonActions: [
        { label: 'Join', action: 'workspace.join' },
        { label: 'Decline', action: 'workspace.decline' },
      ],
      inviteId,
    },
  });
}

/** One page of GET notifications. */
export function notificationPage(
  data: NotificationPayload[],
  { page = 1, perPage = 30, total = data.length, unread = data.filter((n) => !n.read_at).length, version = 1 } = {},
): NotificationPage {
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  return {
    pagination: { data, current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)), from, to: total === 0 ? 0 : from + data.length - 1 },
    unread_count: unread,
    unread_version: version,
  };
}

/**
 * Stands in for the browser's WebSocket: tests open, feed and drop the
 * sockets the app made (`FakeSocket.all`).
 */
export class FakeSocket {
  static all: FakeSocket[] = [];
  static latest = () => FakeSocket.all[FakeSocket.all.length - 1];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  open() {
    this.onopen?.();
  }

  send(message: LiveMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  /** The connection drops (the server went away). */
  drop() {
    this.closed = true;
    this.onclose?.();
  }

  close() {
    this.closed = true;
  }
}

export function stubWebSocket() {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
}

/** The browser's Notification, with a permission the test chooses; `shown` lists what was shown. */
export function stubBrowserNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: { title: string; options?: NotificationOptions }[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = answer;
      return answer;
    });
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options });
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, FakeNotification };
}
