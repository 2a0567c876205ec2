import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { AppsPanel } from '../../client/account-settings/apps/apps-panel';
import { visibleSections } from '../../client/account-settings/account-sections';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { renderAccountSettings } from './fixtures/render-account-settings';

const SECRET = 'q8Zk3-mP_x2vR7tYw9LbN4cH';
const existing = { id: 1, name: 'Phone', last_used_at: null, created_at: '2024-01-01T00:00:00.000Z' };
const used = { id: 3, name: 'Car', last_used_at: '2024-05-01T00:00:00.000Z', created_at: '2024-02-01T00:00:00.000Z' };
const created = { id: 2, name: 'Symfonium', last_used_at: null, created_at: '2024-06-01T00:00:00.000Z' };

const listener = () => setBootstrap(makeBootstrap({ user: makeUser({ email: 'ada@example.com' }) }));

describe('AppsPanel', () => {
  it('is listed only for users who may see the catalog', () => {
    const ids = (permissions: { name: string; restrictions: [] }[]) =>
      visibleSections(makeBootstrap({ user: makeUser({ permissions }) })).map((section) => section.id);
    expect(ids([{ name: 'music.view', restrictions: [] }])).toContain('apps');
    expect(ids([])).not.toContain('apps');
  });

  it('shows the server address and the username to type, with copy buttons', async () => {
    listener();
    stubFetch({ 'GET /api/v1/app-passwords': { appPasswords: [] } });
    const user = userEvent.setup();
    await renderAccountSettings(<AppsPanel />);
    const panel = screen.getByRole('region', { name: 'Apps' });
    expect(within(panel).getByText(window.location.origin)).toBeInTheDocument();
    expect(within(panel).getByText('ada@example.com')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Copy Username' }));
    expect(await navigator.clipboard.readText()).toBe('ada@example.com');
    await user.click(within(panel).getByRole('button', { name: 'Copy Server address' }));
    expect(await navigator.clipboard.readText()).toBe(window.location.origin);
    expect(await screen.findByText('You have not created any app passwords yet.')).toBeInTheDocument();
  });

  it('lists app passwords with when they were last used', async () => {
    listener();
    stubFetch({ 'GET /api/v1/app-passwords': { appPasswords: [used, existing] } });
    await renderAccountSettings(<AppsPanel />);
    const list = await screen.findByRole('list', { name: 'App passwords' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/^(Car|Phone)$/).textContent)).toEqual(['Car', 'Phone']);
    expect(within(rows[0]).getByText(/Last used/)).toBeInTheDocument();
    expect(within(rows[1]).getByText(/Never used/)).toBeInTheDocument();
  });

  it('says so when the list cannot load, and tries again', async () => {
    listener();
    let broken = true;
    stubFetch({
      'GET /api/v1/app-passwords': () => (broken ? fail(500, { message: 'Server Error' }) : { appPasswords: [existing] }),
    });
    const user = userEvent.setup();
    await renderAccountSettings(<AppsPanel />);
    expect(await screen.findByText('Could not load your app passwords.', { exact: false })).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'App passwords' })).toBeInTheDocument();
  });

  it('requires a name', async () => {
    listener();
    const api = stubFetch({ 'GET /api/v1/app-passwords': { appPasswords: [] } });
    const user = userEvent.setup();
    await renderAccountSettings(<AppsPanel />);
    await user.click(screen.getByRole('button', { name: 'Create app password' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
    expect(api.sent('POST /api/v1/app-passwords')).toHaveLength(0);
  });

  it('creates one from the keyboard and shows its password once', async () => {
    listener();
    let appPasswords = [existing];
    const api = stubFetch({
      'GET /api/v1/app-passwords': () => ({ appPasswords }),
      'POST /api/v1/app-passwords': () => {
        appPasswords = [created, existing];
        return { appPassword: created, plainTextPassword: SECRET };
      },
    });
    const user = userEvent.setup();
    await renderAccountSettings(<AppsPanel />);
    await screen.findByRole('list', { name: 'App passwords' });
    screen.getByRole('button', { name: 'Create app password' }).focus();
    await user.keyboard('{Enter}');
    await user.type(await screen.findByLabelText('App name'), 'Symfonium{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Create app password' });
    expect(await within(dialog).findByText(SECRET)).toBeInTheDocument();
    expect(api.sent('POST /api/v1/app-passwords')[0].body).toEqual({ name: 'Symfonium' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Symfonium')).toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('shows the server’s field message when it refuses the name', async () => {
    listener();
    stubFetch({
      'GET /api/v1/app-passwords': { appPasswords: [] },
      'POST /api/v1/app-passwords': fail(422, { message: 'Too many', errors: { name: ['You can have at most 50 app passwords. Revoke one first.'] } }),
    });
    const user = userEvent.setup();
    await renderAccountSettings(<AppsPanel />);
    await user.click(screen.getByRole('button', { name: 'Create app password' }));
    await user.type(await screen.findByLabelText('App name'), 'One more{Enter}');
    expect(await screen.findByText('You can have at most 50 app passwords. Revoke one first.')).toBeInTheDocument();
  });

  it('revokes one after confirming, and keeps it when cancelled', async () => {
    listener();
    let appPasswords = [existing];
    const api = stubFetch({
      'GET /api/v1/app-passwords': () => ({ appPasswords }),
      'DELETE /api/v1/app-passwords/1': () => {
        appPasswords = [];
        return null;
      },
    });
    const user = userEvent.setup();
    await renderAccountSettings(<AppsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Revoke app password Phone' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Revoke app password?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('DELETE /api/v1/app-passwords/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke app password Phone' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Revoke app password?' })).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByRole('status')).toHaveTextContent('App password revoked');
    expect(api.sent('DELETE /api/v1/app-passwords/1')).toHaveLength(1);
    expect(await screen.findByText('You have not created any app passwords yet.')).toBeInTheDocument();
  });
});
