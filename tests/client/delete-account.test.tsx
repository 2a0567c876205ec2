import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getBootstrap, setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { AccountSettingsPage } from '../../client/account-settings/account-settings-page';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { stubFetch } from './fixtures/fetch-stub';
import { renderAccountSettings } from './fixtures/render-account-settings';

const DELETE = 'DELETE /api/v1/users/7';
const guestData = makeBootstrap();

const stubApi = () =>
  stubFetch({
    'GET /api/v1/user-sessions': { sessions: [] },
    'GET /api/v1/value-lists/localizations': { localizations: [] },
    'GET /api/v1/value-lists/timezones': { timezones: {} },
    'GET /api/v1/value-lists/countries': { countries: [] },
    'GET /auth/user/confirmed-password-status': { confirmed: false },
    'POST /auth/user/confirm-password': { confirmed: true },
    [DELETE]: { message: 'Account deleted' },
    'GET /api/v1/bootstrap-data': { bootstrapData: guestData },
  });

const renderPage = () =>
  renderAccountSettings(<AccountSettingsPage socialLogin={null} passkeys={null} />, { path: '/account-settings' });

const openConfirm = async () => {
  const panel = screen.getByRole('region', { name: 'Danger zone' });
  await userEvent.click(within(panel).getByRole('button', { name: 'Delete account' }));
  return screen.findByRole('dialog', { name: 'Delete account?' });
};

beforeEach(() => setBootstrap(makeBootstrap({ user: makeUser() })));

describe('delete account', () => {
  it('confirms, asks for the password, deletes, swaps in guest data and goes to /login', async () => {
    const api = stubApi();
    const { router } = await renderPage();
    await userEvent.click(within(await openConfirm()).getByRole('button', { name: 'Delete account' }));
    const password = await screen.findByRole('dialog', { name: 'Confirm password' });
    await userEvent.type(within(password).getByLabelText('Password'), 'secret');
    await userEvent.click(within(password).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.sent(DELETE)[0].query.get('deleteCurrentUser')).toBe('true');
    expect(getBootstrap()).toEqual(guestData);
    expect(screen.getByRole('status')).toHaveTextContent('Account deleted');
    expect(screen.queryByRole('heading', { name: 'Account settings' })).not.toBeInTheDocument();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const api = stubApi();
    const { router } = await renderPage();
    await userEvent.click(within(await openConfirm()).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent(DELETE)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/account-settings');
  });

  it('keeps the account when the password dialog is dismissed', async () => {
    const api = stubApi();
    await renderPage();
    await userEvent.click(within(await openConfirm()).getByRole('button', { name: 'Delete account' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm password' })).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent(DELETE)).toHaveLength(0);
    expect(getBootstrap().user).not.toBeNull();
  });
});
