import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { resetUnreadCount } from '../../client/notifications/unread-count-store';
import type { NotificationSubscriptions } from '../../worker/notifications/notification-types';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { fail, stubFetch, type StubRequest } from './fixtures/fetch-stub';
import { renderApp } from './fixtures/render-app';
import { makeNotification, notificationPage, stubBrowserNotification, stubWebSocket } from './notifications-fixtures';

const signIn = (subsIntegrated = true) =>
  setBootstrap(makeBootstrap({ user: makeUser({ unread_notifications_count: 1 }), notif: { subs: { integrated: subsIntegrated } } }));

const main = () => screen.getByRole('main');

beforeEach(() => {
  resetUnreadCount();
  stubWebSocket();
});
afterEach(() => vi.unstubAllGlobals());

describe('/notifications', () => {
  it('sends guests to /login', async () => {
    const api = stubFetch({});
    const { router } = await renderApp('/notifications');
    expect(router.state.location.pathname).toBe('/login');
    expect(api.sent('GET /api/v1/notifications')).toEqual([]);
  });

  it('shows 30 a page and moves between pages', async () => {
    signIn();
    const pageOf = (request: StubRequest) => Number(request.query.get('page'));
    const api = stubFetch({
      'GET /api/v1/notifications': (request: StubRequest) => {
        const page = pageOf(request);
        const items = Array.from({ length: page === 1 ? 30 : 5 }, (_, i) => makeNotification({ text: `Fan ${(page - 1) * 30 + i + 1}` }));
        return notificationPage(items, { page, total: 35 });
      },
    });
    const { router } = await renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    const list = await within(main()).findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(30);
    expect(api.sent('GET /api/v1/notifications')[0].query.get('perPage')).toBe('30');
    expect(screen.getByText('1–30 of 35')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() => expect(within(main()).getAllByRole('listitem')).toHaveLength(5));
    expect(within(main()).getByText('Fan 31')).toBeInTheDocument();
    expect(screen.getByText('31–35 of 35')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows the empty state, with nothing to mark read', async () => {
    signIn();
    stubFetch({ 'GET /api/v1/notifications': notificationPage([], { unread: 0 }) });
    await renderApp('/notifications');
    expect(await within(main()).findByText('Hang tight!')).toBeInTheDocument();
    expect(within(main()).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(within(main()).queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/notifications/settings');
  });

  it('marks all as read', async () => {
    signIn();
    const api = stubFetch({
      'GET /api/v1/notifications': notificationPage([makeNotification()], { unread: 1 }),
      'POST /api/v1/notifications/mark-as-read': { unreadCount: 0, version: 9 },
    });
    await renderApp('/notifications');
    const button = await within(main()).findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(api.sent('POST /api/v1/notifications/mark-as-read')[0]?.body).toEqual({ all: true }));
    await waitFor(() => expect(button).toBeDisabled());
  });

  it('shows an error with a retry when the list fails', async () => {
    // The route's prefetch and the page's own read both fail.
    signIn();
    let calls = 0;
    stubFetch({ 'GET /api/v1/notifications': () => (calls++ < 2 ? fail(500, { message: 'Boom' }) : notificationPage([makeNotification({ text: 'Grace' })])) });
    await renderApp('/notifications', { retry: false });
    const alert = await within(main()).findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(main()).findByText('Grace')).toBeInTheDocument();
  });
});

const SUBSCRIPTIONS: NotificationSubscriptions = {
  groups: [
    { group_name: 'Activity', subscriptions: [{ notif_id: 'follow.user', name: 'Someone follows me' }] },
    { group_name: 'Announcements', subscriptions: [{ notif_id: 'announcement', name: 'Announcements from the site' }] },
  ],
  available_channels: ['app', 'email', 'browser'],
  user_selections: [
    { notif_id: 'follow.user', channels: ['app'] },
    { notif_id: 'announcement', channels: ['app', 'email'] },
  ],
};

const box = (type: string, channel: string) => screen.getByRole('checkbox', { name: `${type}: ${channel}` });

describe('/notifications/settings', () => {
  it('sends guests to /login', async () => {
    stubFetch({});
    const { router } = await renderApp('/notifications/settings');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('redirects to / when subscriptions are not integrated', async () => {
    signIn(false);
    const api = stubFetch({});
    const { router } = await renderApp('/notifications/settings');
    expect(router.state.location.pathname).toBe('/');
    expect(api.sent('GET /api/v1/notifications/me/subscriptions')).toEqual([]);
  });

  it('redirects to / when there is nothing to subscribe to', async () => {
    signIn();
    stubFetch({ 'GET /api/v1/notifications/me/subscriptions': { groups: [], available_channels: ['app'], user_selections: [] } });
    const { router } = await renderApp('/notifications/settings');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows types by channels and saves the grid with PUT', async () => {
    signIn();
    stubBrowserNotification('granted');
    const api = stubFetch({
      'GET /api/v1/notifications/me/subscriptions': SUBSCRIPTIONS,
      'PUT /api/v1/notifications/me/subscriptions': (request: StubRequest) => ({
        ...SUBSCRIPTIONS,
        user_selections: (request.body as { selections: NotificationSubscriptions['user_selections'] }).selections,
      }),
    });
    await renderApp('/notifications/settings');
    expect(await screen.findByRole('heading', { name: 'Notification settings' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Activity' })).toBeInTheDocument();
    expect(box('Someone follows me', 'In app')).toBeChecked();
    expect(box('Someone follows me', 'Email')).not.toBeChecked();
    expect(box('Announcements from the site', 'Email')).toBeChecked();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await userEvent.click(box('Someone follows me', 'Email'));
    await userEvent.click(box('Announcements from the site', 'Email'));
    await userEvent.click(box('Someone follows me', 'Browser'));
    await userEvent.click(save);

    await waitFor(() => expect(api.sent('PUT /api/v1/notifications/me/subscriptions')).toHaveLength(1));
    expect(api.sent('PUT /api/v1/notifications/me/subscriptions')[0].body).toEqual({
      selections: [
        { notif_id: 'follow.user', channels: ['app', 'email', 'browser'] },
        { notif_id: 'announcement', channels: ['app'] },
      ],
    });
    expect(await screen.findByText('Saved notification settings')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(box('Someone follows me', 'Email')).toBeChecked();
  });

  it('asks for browser permission when the browser channel is turned on, and says so when it is refused', async () => {
    signIn();
    const { FakeNotification } = stubBrowserNotification('default', 'denied');
    stubFetch({ 'GET /api/v1/notifications/me/subscriptions': SUBSCRIPTIONS });
    await renderApp('/notifications/settings');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Someone follows me: Browser' }));

    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Notifications blocked\. Please enable them for this site from browser settings\.$/);
    expect(box('Someone follows me', 'Browser')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('turns the browser channel on once permission is granted', async () => {
    signIn();
    const { FakeNotification } = stubBrowserNotification('default', 'granted');
    stubFetch({ 'GET /api/v1/notifications/me/subscriptions': SUBSCRIPTIONS });
    await renderApp('/notifications/settings');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Someone follows me: Browser' }));
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(box('Someone follows me', 'Browser')).toBeChecked());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('announcements from /notifications', () => {
  const asAdmin = () =>
    setBootstrap(makeBootstrap({ user: makeUser({ permissions: [{ name: 'admin', restrictions: [] }] }), notif: { subs: { integrated: true } } }));

  it('are offered to administrators only', async () => {
    signIn();
    stubFetch({ 'GET /api/v1/notifications': notificationPage([]) });
    await renderApp('/notifications');
    await within(main()).findByText('Hang tight!');
    expect(within(main()).queryByRole('button', { name: 'New announcement' })).not.toBeInTheDocument();
  });

  it('checks the form, then sends to every user or to one role', async () => {
    asAdmin();
    const api = stubFetch({
      'GET /api/v1/notifications': notificationPage([]),
      'GET /api/v1/roles': { pagination: { data: [{ id: 3, name: 'artists' }], current_page: 1, per_page: 100, total: 1, last_page: 1, from: 1, to: 1 } },
      'POST /api/v1/notifications/announcements': (request: StubRequest) => ({ announcement: request.body }),
    });
    await renderApp('/notifications');
    await userEvent.click(await within(main()).findByRole('button', { name: 'New announcement' }));
    const dialog = await screen.findByRole('dialog', { name: 'New announcement' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('The title field is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('The body field is required.')).toBeInTheDocument();
    expect(api.sent('POST /api/v1/notifications/announcements')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Title'), '  New album week ');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Upload yours by Friday.');
    await within(dialog).findByRole('option', { name: 'Users with the role artists' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Send to'), 'Users with the role artists');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Announcement sent')).toBeInTheDocument();
    expect(api.sent('POST /api/v1/notifications/announcements')[0].body).toEqual({ title: 'New album week', body: 'Upload yours by Friday.', audience: 'role', role_id: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New announcement' })).not.toBeInTheDocument());
  });
});
