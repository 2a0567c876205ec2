import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { fail, stubFetch, type StubRequest } from './fixtures/fetch-stub';
import { renderApp } from './fixtures/render-app';

// Issue 13: the data-table kit, through the users list (/admin/users).

const signInAdmin = () =>
  setBootstrap(makeBootstrap({ user: makeUser({ permissions: [{ name: 'admin', restrictions: [] }] }) }));

const user = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  email: `${name.toLowerCase().replace(/ /g, '.')}@example.com`,
  image: null,
  email_verified_at: '2026-01-01T00:00:00.000Z',
  banned_at: null,
  ban_reason: null,
  banned_until: null,
  two_factor_confirmed_at: null,
  language: 'en',
  country: null,
  created_at: '2026-01-02T00:00:00.000Z',
  roles: [{ id: 2, name: 'users' }],
  ...extra,
});

const pageOf = (data: unknown[], total = data.length, current = 1, perPage = 15) => ({
  pagination: { data, current_page: current, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)), from: total ? (current - 1) * perPage + 1 : 0, to: total ? (current - 1) * perPage + data.length : 0 },
});

const ROLES = pageOf([
  { id: 1, name: 'guests', guests: true, default: false, description: '', permissions: [] },
  { id: 2, name: 'users', guests: false, default: true, description: '', permissions: [] },
  { id: 4, name: 'admin', guests: false, default: false, description: '', permissions: [] },
]);

function stubAdmin(list: (request: StubRequest) => unknown, extra: Record<string, unknown> = {}) {
  return stubFetch({
    'GET /api/v1/users': list,
    'GET /api/v1/roles': ROLES,
    'GET /api/v1/users/me/preferences/admin.table.users.columns': { value: null },
    'PUT /api/v1/users/me/preferences/admin.table.users.columns': (request: StubRequest) => request.body,
    ...extra,
  });
}

beforeEach(signInAdmin);

describe('/admin/users on the data-table kit', () => {
  it('shows a page of rows, and keeps sort, search and filters in the URL', async () => {
    const api = stubAdmin(() => pageOf([user(1, 'Ada Lovelace'), user(2, 'Grace Hopper', { banned_at: '2026-02-01T00:00:00Z' })], 40));
    const { router } = await renderApp('/admin/users');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(table).getByText('Suspended')).toBeInTheDocument();
    expect(screen.getByText('1–2 of 40')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Joined/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ orderBy: 'created_at', orderDir: 'asc' }));
    await userEvent.click(screen.getByRole('button', { name: /^Joined/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ orderBy: 'created_at', orderDir: 'desc' }));
    await waitFor(() => expect(api.sent('GET /api/v1/users').at(-1)!.query.get('orderDir')).toBe('desc'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'grace');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ query: 'grace' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Suspended' }), 'true');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ banned: 'true' }));
    await waitFor(() => expect(api.sent('GET /api/v1/users').at(-1)!.query.get('banned')).toBe('true'));

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 2 }));
  });

  it('deletes the selected rows after a confirmation that names how many go', async () => {
    const api = stubAdmin(() => pageOf([user(1, 'Ada Lovelace'), user(2, 'Grace Hopper'), user(3, 'Alan Turing')]), {
      'DELETE /api/v1/users/1,3': { message: 'Users deleted' },
    });
    await renderApp('/admin/users');
    await screen.findByText('Ada Lovelace');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 users?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.sent('DELETE /api/v1/users/1,3')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('2 selected')).not.toBeInTheDocument());
  });

  it('says when nothing matches, and clears the search and filters', async () => {
    stubAdmin((request) => (request.query.get('query') ? pageOf([]) : pageOf([user(1, 'Ada Lovelace')])));
    const { router } = await renderApp('/admin/users?query=nobody&banned=true');
    expect(await screen.findByText('No results match your search and filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('query'));
    expect(router.state.location.search).not.toHaveProperty('banned');
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('shows an error state with a retry', async () => {
    let calls = 0;
    stubAdmin(() => (++calls <= 3 ? fail(500, { message: 'Server Error' }) : pageOf([user(1, 'Ada Lovelace')])));
    await renderApp('/admin/users');
    expect(await screen.findByText('There was an issue loading this page', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('remembers hidden and shown columns on the server', async () => {
    const api = stubAdmin(() => pageOf([user(1, 'Ada Lovelace')]));
    await renderApp('/admin/users');
    await screen.findByText('Ada Lovelace');
    expect(screen.queryByRole('columnheader', { name: /Email/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: /Email/ }));
    await waitFor(() => expect(api.sent('PUT /api/v1/users/me/preferences/admin.table.users.columns').at(-1)?.body).toMatchObject({ value: { email: true } }));
    expect(await screen.findByRole('columnheader', { name: /Email/ })).toBeInTheDocument();
  });

  it('keeps listeners out: the guard sends them to the 404 page', async () => {
    setBootstrap(makeBootstrap({ user: makeUser() }));
    stubFetch({});
    const { router } = await renderApp('/admin/users');
    expect(router.state.location.pathname).toBe('/404');
  });
});
