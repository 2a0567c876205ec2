import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getBootstrap, setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { AccountSettingsPage } from '../../client/account-settings/account-settings-page';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { stubFetch } from './fixtures/fetch-stub';
import { renderAccountSettings } from './fixtures/render-account-settings';

type Data = ReturnType<typeof makeBootstrap>;
const ALL_SERVICES_OFF = makeBootstrap().social;

const signIn = (overrides: Partial<Data> = {}, user = makeUser()) => setBootstrap(makeBootstrap({ user, ...overrides }));

/** Stand-ins for the panels other features own: the route passes the real ones. */
const page = <AccountSettingsPage socialLogin={<p>Social login panel</p>} passkeys={<p>Passkeys panel</p>} />;

/** What the panels load on their own, plus the answers a test adds. */
const stubLists = (answers: Record<string, unknown> = {}) =>
  stubFetch({
    'GET /api/v1/user-sessions': { sessions: [] },
    'GET /api/v1/access-tokens': { tokens: [] },
    'GET /api/v1/app-passwords': { appPasswords: [] },
    'GET /api/v1/value-lists/localizations': { localizations: [{ language: 'en', name: 'English' }] },
    'GET /api/v1/value-lists/timezones': { timezones: { UTC: [{ text: 'UTC', value: 'UTC' }] } },
    'GET /api/v1/value-lists/countries': { countries: [] },
    ...answers,
  });

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Account settings sections' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('AccountSettingsPage', () => {
  it('links each panel by hash, in SPEC order, hiding what does not apply', async () => {
    signIn({ settings: { ...makeBootstrap().settings, passkeys: { enable: false } } });
    stubLists();
    await renderAccountSettings(page);

    expect(screen.getByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    expect(navLinks()).toEqual([
      ['Account details', '#account-details'],
      ['Password', '#password'],
      ['Two-factor authentication', '#two-factor'],
      ['Location and language', '#preferences'],
      ['Apps', '#apps'],
      ['Active sessions', '#sessions'],
      ['Danger zone', '#danger-zone'],
    ]);
    for (const name of ['Account details', 'Password', 'Active sessions', 'Danger zone']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.queryByText('Social login panel')).not.toBeInTheDocument();
    expect(screen.queryByText('Passkeys panel')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Developers' })).not.toBeInTheDocument();
  });

  it('shows social login with any service on, passkeys when enabled, developers with api.access', async () => {
    signIn(
      { social: { ...ALL_SERVICES_OFF, envato: { enable: true } } },
      makeUser({ permissions: [{ name: 'api.access', restrictions: [] }] }),
    );
    stubLists();
    await renderAccountSettings(page);

    expect(navLinks().map(([label]) => label)).toEqual(expect.arrayContaining(['Social login', 'Passkeys', 'Developers']));
    expect(screen.getByText('Social login panel').closest('[id]')).toHaveAttribute('id', 'social-login');
    expect(screen.getByText('Passkeys panel').closest('[id]')).toHaveAttribute('id', 'passkeys');
    expect(screen.getByRole('region', { name: 'Developers' })).toBeInTheDocument();
  });

  it('moves focus to a panel from the nav', async () => {
    signIn();
    stubLists();
    await renderAccountSettings(page);
    await userEvent.click(screen.getByRole('link', { name: 'Active sessions' }));
    expect(screen.getByRole('region', { name: 'Active sessions' })).toHaveFocus();
    expect(window.location.hash).toBe('#sessions');
  });

  it('explains how to set a password to social sign-ups', async () => {
    signIn({}, makeUser({ has_password: false }));
    stubLists();
    await renderAccountSettings(page);
    const panel = screen.getByRole('region', { name: 'Password' });
    expect(within(panel).queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(within(panel).getByText(/signed up with a social account/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('changes the password and resets the form', async () => {
    signIn();
    const api = stubLists({ 'PUT /auth/user/password': { user: makeUser() } });
    await renderAccountSettings(page);
    const panel = screen.getByRole('region', { name: 'Password' });
    await userEvent.type(within(panel).getByLabelText('Current password'), 'old-secret');
    await userEvent.type(within(panel).getByLabelText('New password'), 'new-secret');
    await userEvent.type(within(panel).getByLabelText('Confirm password'), 'new-secret');
    await userEvent.click(within(panel).getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Password changed');
    expect(api.sent('PUT /auth/user/password')[0].body).toEqual({
      current_password: 'old-secret',
      password: 'new-secret',
      password_confirmation: 'new-secret',
    });
    await waitFor(() => expect(within(panel).getByLabelText('Current password')).toHaveValue(''));
    expect(api.unexpected).toEqual([]);
  });

  it('requires all three password fields', async () => {
    signIn();
    const api = stubLists();
    await renderAccountSettings(page);
    const panel = screen.getByRole('region', { name: 'Password' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Change password' }));
    expect(await within(panel).findByText('The current password field is required.')).toBeInTheDocument();
    expect(within(panel).getByText('The password field is required.')).toBeInTheDocument();
    expect(within(panel).getByText('The password confirmation field is required.')).toBeInTheDocument();
    expect(api.unexpected).toEqual([]);
  });

  it('renders nothing once the user is gone', async () => {
    signIn();
    stubLists();
    await renderAccountSettings(page);
    act(() => setBootstrap({ ...getBootstrap(), user: null }));
    expect(screen.queryByRole('heading', { name: 'Account settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
