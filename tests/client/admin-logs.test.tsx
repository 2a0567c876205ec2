import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { stubFetch, type StubRequest } from './fixtures/fetch-stub';
import { renderApp } from './fixtures/render-app';

// SPEC section 2, admin/logs (logs.view): the schedule, error and outgoing
// email logs on the data-table kit; an error opens its trace.

const signIn = (permissions: string[]) => setBootstrap(makeBootstrap({ user: makeUser({ permissions: permissions.map((name) => ({ name, restrictions: [] })) }) }));

const pageOf = (data: unknown[]) => ({ pagination: { data, current_page: 1, per_page: 15, total: data.length, last_page: 1, from: data.length ? 1 : 0, to: data.length } });

const preferences = (name: string) => ({
  [`GET /api/v1/users/me/preferences/admin.table.${name}.columns`]: { value: null },
  [`PUT /api/v1/users/me/preferences/admin.table.${name}.columns`]: (request: StubRequest) => request.body,
});

const RUN = { id: 1, command: 'sessions:prune', cron: '*/15 * * * *', status: 'error', output: 'D1 went away', duration_ms: 1234, ran_at: '2031-01-01T00:15:00.000Z' };
const ERROR_ROW = { id: 7, exception: 'TypeError', message: 'Cannot read name', method: 'GET', url: 'https://music.test/api/v1/tracks/3?page=2', status: 500, user_id: 5, user: { id: 5, name: 'Ada Lovelace' }, created_at: '2031-02-01T00:00:00.000Z' };
const ENTRY = {
  ...ERROR_ROW,
  ip_address: null,
  user_agent: 'Test/1.0',
  ignitionTrace: true,
  totalVendorGroups: 1,
  trace: [
    { flatIndex: 0, method: 'loadTrack', path: ['worker', 'tracks.ts'], lineNumber: 4 },
    { vendorGroup: true, items: [{ flatIndex: 1, method: 'dispatch', path: ['node_modules', 'hono', 'compose.js'], lineNumber: 9, codeSnippet: {} }] },
  ],
};

describe('/admin/logs', () => {
  it('opens the schedule, with each run and a status filter kept in the URL', async () => {
    signIn(['admin.access', 'logs.view']);
    const api = stubFetch({ 'GET /api/v1/logs/schedule': pageOf([RUN]), ...preferences('logs-schedule') });
    const { router } = await renderApp('/admin/logs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/logs/schedule'));
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('sessions:prune')).toBeInTheDocument();
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(within(table).getByText('1,234 ms')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Error' })).toHaveAttribute('href', '/admin/logs/error');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'error');
    await waitFor(() => expect(api.sent('GET /api/v1/logs/schedule').at(-1)!.query.get('status')).toBe('error'));
    expect(router.state.location.search).toMatchObject({ status: 'error' });
  });

  it('lists errors with a link to the user, filters by exception, and opens a row’s trace', async () => {
    signIn(['admin']);
    const api = stubFetch({
      'GET /api/v1/logs/error': pageOf([ERROR_ROW]),
      'GET /api/v1/logs/error/exceptions': { exceptions: ['RangeError', 'TypeError'] },
      'GET /api/v1/logs/error/7': { entry: ENTRY },
      ...preferences('logs-error'),
    });
    await renderApp('/admin/logs/error');
    const table = await screen.findByRole('table');
    await within(table).findByText('Cannot read name');
    expect(within(table).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/users/5/details');
    expect(within(table).getByText('GET /api/v1/tracks/3?page=2')).toBeInTheDocument();

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Exception' }), 'RangeError');
    await waitFor(() => expect(api.sent('GET /api/v1/logs/error').at(-1)!.query.get('exception')).toBe('RangeError'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'undefined');
    await waitFor(() => expect(api.sent('GET /api/v1/logs/error').at(-1)!.query.get('query')).toBe('undefined'));

    await userEvent.click(within(table).getByRole('button', { name: /Cannot read name/ }));
    const dialog = await screen.findByRole('dialog', { name: 'An error occured' });
    expect(within(dialog).getByText('GET https://music.test/api/v1/tracks/3?page=2 · 500')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '1 vendor frame' })).toBeInTheDocument();
  });

  it('opens a logged email with its text body', async () => {
    signIn(['admin']);
    const row = { id: 3, to_address: 'ada@example.com', subject: 'Reset your password', driver: 'local', status: 'failed', error: 'Mail API said no', created_at: '2031-03-01T00:00:00.000Z' };
    stubFetch({
      'GET /api/v1/logs/outgoing-email': pageOf([row]),
      'GET /api/v1/logs/outgoing-email/3': { email: { ...row, body_text: 'Use this link to reset.', body_html: '<p>Use this link</p>' } },
      ...preferences('logs-outgoing-email'),
    });
    await renderApp('/admin/logs/outgoing-email');
    await userEvent.click(await screen.findByRole('button', { name: 'Reset your password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(await within(dialog).findByText('Use this link to reset.')).toBeInTheDocument();
    expect(within(dialog).getByText('Mail API said no')).toBeInTheDocument();
  });

  it('sends an admin without logs.view to the 404 page', async () => {
    signIn(['admin.access', 'users.update']);
    stubFetch({});
    const { router } = await renderApp('/admin/logs/error');
    expect(router.state.location.pathname).toBe('/404');
  });
});
