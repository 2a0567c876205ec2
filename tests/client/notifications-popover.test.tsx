import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { readCookie } from '../../client/http/cookies';
import { NotificationBell } from '../../client/notifications/notification-bell';
import { resetUnreadCount } from '../../client/notifications/unread-count-store';
import { ToastArea } from '../../client/ui/toast/toast-area';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';
import { makeInvite, makeNotification, notificationPage, stubWebSocket } from './notifications-fixtures';

const renderBell = () =>
  renderWithRouter(
    <>
      <NotificationBell userId={7} />
      <ToastArea />
    </>,
    { path: '/library' },
  );

async function openPopover() {
  await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

const badge = () => screen.queryByTestId('unread-badge')?.textContent ?? null;

beforeEach(() => {
  resetUnreadCount();
  stubWebSocket();
  setBootstrap(makeBootstrap({ user: makeUser({ unread_notifications_count: 2 }), notif: { subs: { integrated: true } } }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the notifications popover', () => {
  it('lists the latest notifications with a dot on unread ones without an image, and links to the page and settings', async () => {
    const unread = makeNotification({ text: 'Grace' });
    const read = makeNotification({ text: 'Linus', read_at: '2024-01-01T00:00:00.000Z' });
    const ken = makeNotification({ text: 'Ken' });
    const withImage = { ...ken, data: { ...ken.data, image: '/images/ken.png' } };
    const api = stubFetch({ 'GET /api/v1/notifications': notificationPage([unread, read, withImage], { unread: 2 }) });
    await renderBell();
    const popover = await openPopover();

    const items = await within(popover).findAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('button')[0].textContent)).toEqual([
      expect.stringContaining('Grace started following you'),
      expect.stringContaining('Linus started following you'),
      expect.stringContaining('Ken started following you'),
    ]);
    expect(within(items[0]).getByTestId('unread-dot')).toBeInTheDocument();
    expect(within(items[1]).queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(within(items[2]).queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(api.sent('GET /api/v1/notifications')[0].query.get('perPage')).toBe('10');

    expect(within(popover).getByRole('link', { name: 'View all notifications' })).toHaveAttribute('href', '/notifications');
    expect(within(popover).getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/notifications/settings');
  });

  it('hides the settings link when subscriptions are not integrated', async () => {
    setBootstrap(makeBootstrap({ user: makeUser(), notif: { subs: { integrated: false } } }));
    stubFetch({ 'GET /api/v1/notifications': notificationPage([]) });
    await renderBell();
    const popover = await openPopover();
    expect(await within(popover).findByText('Hang tight!')).toBeInTheDocument();
    expect(within(popover).queryByRole('link', { name: 'Notification settings' })).not.toBeInTheDocument();
  });

  it('marks an item read and follows its mainAction when it is pressed', async () => {
    const item = makeNotification({ text: 'Grace' });
    const api = stubFetch({
      'GET /api/v1/notifications': notificationPage([item], { unread: 1 }),
      'POST /api/v1/notifications/mark-as-read': { unreadCount: 0, version: 7 },
    });
    const { router } = await renderBell();
    const popover = await openPopover();
    await userEvent.click(await within(popover).findByRole('button', { name: /Grace started following you/ }));

    await waitFor(() => expect(api.sent('POST /api/v1/notifications/mark-as-read')).toHaveLength(1));
    expect(api.sent('POST /api/v1/notifications/mark-as-read')[0].body).toEqual({ ids: [item.id] });
    expect(router.state.location.pathname).toBe('/user/9/grace');
    await waitFor(() => expect(badge()).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('opens an external mainAction in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const item = makeNotification({ read_at: '2024-01-01T00:00:00.000Z', data: { ...makeNotification().data, mainAction: { action: 'https://example.org/news' } } });
    const api = stubFetch({ 'GET /api/v1/notifications': notificationPage([item]) });
    const { router } = await renderBell();
    const popover = await openPopover();
    await userEvent.click(await within(popover).findByRole('button', { name: /started following you/ }));
    expect(open).toHaveBeenCalledWith('https://example.org/news', '_blank', 'noopener,noreferrer');
    expect(router.state.location.pathname).toBe('/library');
    // Already read: nothing to mark.
    expect(api.sent('POST /api/v1/notifications/mark-as-read')).toHaveLength(0);
  });

  it('marks all read', async () => {
    const api = stubFetch({
      'GET /api/v1/notifications': notificationPage([makeNotification(), makeNotification()], { unread: 2 }),
      'POST /api/v1/notifications/mark-as-read': { unreadCount: 0, version: 3 },
    });
    await renderBell();
    const popover = await openPopover();
    await userEvent.click(await within(popover).findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.sent('POST /api/v1/notifications/mark-as-read')[0]?.body).toEqual({ all: true }));
    await waitFor(() => expect(badge()).toBeNull());
    // The list is read again to show them read.
    await waitFor(() => expect(api.sent('GET /api/v1/notifications').length).toBeGreaterThan(1));
  });
});

describe('workspace invites in the popover', () => {
  const inviteId = '11111111-2222-4333-8444-555555555555';

  it('joins: the workspace becomes the active one and a toast says so', async () => {
    const api = stubFetch({
      'GET /api/v1/notifications': notificationPage([makeInvite(inviteId)]),
      [`GET /api/v1/workspace/join/${inviteId}`]: { workspace: { id: 42, name: 'Night Shift', members_count: 2 } },
    });
    await renderBell();
    const popover = await openPopover();
    expect(await within(popover).findByText('Night Shift')).toBeInTheDocument();
    await userEvent.click(within(popover).getByRole('button', { name: 'Join' }));

    expect(await screen.findByText('Joined workspace')).toBeInTheDocument();
    expect(readCookie('activeWorkspaceId')).toBe('42');
    expect(api.sent(`GET /api/v1/workspace/join/${inviteId}`)).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('declines', async () => {
    const api = stubFetch({
      'GET /api/v1/notifications': notificationPage([makeInvite(inviteId)]),
      [`DELETE /api/v1/workspace/invite/${inviteId}`]: {},
    });
    await renderBell();
    const popover = await openPopover();
    await userEvent.click(await within(popover).findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Declined workspace invitation')).toBeInTheDocument();
    expect(api.sent(`DELETE /api/v1/workspace/invite/${inviteId}`)).toHaveLength(1);
    expect(readCookie('activeWorkspaceId')).toBeNull();
  });

  it('says an invite that is gone is no longer valid and reads the notifications again', async () => {
    let reads = 0;
    const api = stubFetch({
      'GET /api/v1/notifications': () => (reads++ === 0 ? notificationPage([makeInvite(inviteId)]) : notificationPage([])),
      [`GET /api/v1/workspace/join/${inviteId}`]: fail(404, { message: 'Not found.' }),
    });
    await renderBell();
    const popover = await openPopover();
    await userEvent.click(await within(popover).findByRole('button', { name: 'Join' }));
    expect(await screen.findByText('This invite is no longer valid')).toBeInTheDocument();
    expect(readCookie('activeWorkspaceId')).toBeNull();

    // Opened again, the popover shows the list as it is now.
    const again = await openPopover();
    expect(await within(again).findByText('Hang tight!')).toBeInTheDocument();
    expect(api.sent('GET /api/v1/notifications').length).toBeGreaterThan(1);
  });
});
