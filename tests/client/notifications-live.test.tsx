import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { TopBar } from '../../client/layout/top-bar';
import { NotificationBell } from '../../client/notifications/notification-bell';
import { resetUnreadCount } from '../../client/notifications/unread-count-store';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { stubFetch } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';
import { FakeSocket, makeNotification, notificationPage, stubBrowserNotification, stubWebSocket } from './notifications-fixtures';

const signIn = (unread = 3) => setBootstrap(makeBootstrap({ user: makeUser({ unread_notifications_count: unread }) }));
const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const badge = () => screen.queryByTestId('unread-badge')?.textContent ?? null;

beforeEach(() => {
  resetUnreadCount();
  stubWebSocket();
  signIn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the bell', () => {
  it('starts from the bootstrap count, then keeps the highest version the socket sends', async () => {
    await renderWithRouter(<NotificationBell userId={7} />);
    expect(badge()).toBe('3');
    expect(bell()).toHaveAccessibleName('Notifications, 3 unread');

    const socket = FakeSocket.latest();
    expect(socket.url).toBe(`ws://${window.location.host}/api/v1/notifications/live`);
    act(() => socket.open());
    act(() => socket.send({ type: 'unread-count', count: 5, version: 4 }));
    expect(badge()).toBe('5');

    // A late message with an older version changes nothing.
    act(() => socket.send({ type: 'unread-count', count: 2, version: 3 }));
    expect(badge()).toBe('5');

    act(() => socket.send({ type: 'notification', notification: makeNotification(), count: 6, version: 5, browser: false }));
    expect(badge()).toBe('6');

    act(() => socket.send({ type: 'unread-count', count: 0, version: 6 }));
    expect(badge()).toBeNull();
    expect(bell()).toHaveAccessibleName('Notifications');
  });

  it('takes the bootstrap count at its version: an older greeting changes nothing, a newer one replaces it', async () => {
    setBootstrap(makeBootstrap({ user: makeUser({ unread_notifications_count: 4, unread_notifications_version: 10 }) }));
    await renderWithRouter(<NotificationBell userId={7} />);
    expect(badge()).toBe('4');
    const socket = FakeSocket.latest();
    act(() => socket.open());
    act(() => socket.send({ type: 'unread-count', count: 1, version: 9 }));
    expect(badge()).toBe('4');
    act(() => socket.send({ type: 'unread-count', count: 2, version: 11 }));
    expect(badge()).toBe('2');
  });

  it('shows 99+ past 99', async () => {
    signIn(150);
    await renderWithRouter(<NotificationBell userId={7} />);
    expect(badge()).toBe('99+');
  });

  it('reconnects with a growing backoff after a drop and then reads the count again from the API', async () => {
    const api = stubFetch({ 'GET /api/v1/notifications': notificationPage([makeNotification()], { total: 12, unread: 9, version: 40 }) });
    await renderWithRouter(<NotificationBell userId={7} />);
    act(() => FakeSocket.latest().open());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    act(() => FakeSocket.latest().drop());
    expect(FakeSocket.all).toHaveLength(1);
    // First retry within 0.5–1 s.
    act(() => vi.advanceTimersByTime(499));
    expect(FakeSocket.all).toHaveLength(1);
    act(() => vi.advanceTimersByTime(501));
    expect(FakeSocket.all).toHaveLength(2);

    // It fails at once: the second retry waits 1–2 s.
    act(() => FakeSocket.latest().drop());
    act(() => vi.advanceTimersByTime(999));
    expect(FakeSocket.all).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1001));
    expect(FakeSocket.all).toHaveLength(3);
    vi.useRealTimers();

    expect(api.sent('GET /api/v1/notifications')).toHaveLength(0);
    act(() => FakeSocket.latest().open());
    await waitFor(() => expect(badge()).toBe('9'));
    expect(api.sent('GET /api/v1/notifications')).toHaveLength(1);
  });

  it('keeps one socket for the tab however many bells are mounted, and closes it when the last goes', async () => {
    const { unmount } = await renderWithRouter(
      <>
        <NotificationBell userId={7} />
        <NotificationBell userId={7} />
      </>,
    );
    expect(FakeSocket.all).toHaveLength(1);
    unmount();
    expect(FakeSocket.all[0].closed).toBe(true);
  });
});

describe('browser notifications', () => {
  it('shows one when the message asks for it and permission is granted', async () => {
    const { shown } = stubBrowserNotification('granted');
    await renderWithRouter(<NotificationBell userId={7} />);
    const socket = FakeSocket.latest();
    act(() => socket.open());

    const wanted = makeNotification({ text: 'Grace' });
    act(() => socket.send({ type: 'notification', notification: wanted, count: 4, version: 2, browser: true }));
    act(() => socket.send({ type: 'notification', notification: makeNotification({ text: 'Linus' }), count: 5, version: 3, browser: false }));
    // Switched off in the app but wanted from the browser: nothing stored, the count stays.
    act(() => socket.send({ type: 'browser', notification: makeNotification({ text: 'Ken' }) }));

    expect(shown.map((n) => n.title)).toEqual(['Grace started following you', 'Ken started following you']);
    expect(shown[0].options?.tag).toBe(wanted.id);
    expect(badge()).toBe('5');
  });

  it('shows none without permission', async () => {
    const { shown } = stubBrowserNotification('denied');
    await renderWithRouter(<NotificationBell userId={7} />);
    act(() => FakeSocket.latest().send({ type: 'browser', notification: makeNotification() }));
    expect(shown).toEqual([]);
  });
});

describe('the top bar', () => {
  it('has no bell and opens no socket for guests', async () => {
    setBootstrap(makeBootstrap());
    await renderWithRouter(<TopBar />);
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('has no bell when notifications are switched off', async () => {
    setBootstrap(makeBootstrap({ user: makeUser(), notifications: { integrated: false } }));
    await renderWithRouter(<TopBar />);
    await screen.findByRole('button', { name: 'Ada Lovelace' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('shows the bell beside the account menu for a signed-in user', async () => {
    await renderWithRouter(<TopBar />);
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' }, { timeout: 5000 })).toBeInTheDocument();
    expect(FakeSocket.all).toHaveLength(1);
  });
});
