import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { formatRelativeTime } from '../../client/i18n/relative-time';
import { SessionsPanel } from '../../client/account-settings/sessions/sessions-panel';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { renderAccountSettings } from './fixtures/render-account-settings';

const NOW = Date.parse('2024-06-01T12:00:00.000Z');
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

const session = (overrides: object) => ({
  id: 1,
  device_type: 'other',
  platform: 'macOS',
  browser: 'Firefox',
  city: 'Berlin',
  country: 'Germany',
  ip_address: '203.0.113.7',
  last_active: ago(5),
  is_current_device: true,
  ...overrides,
});

const SESSIONS = [
  session({}),
  session({ id: 2, device_type: 'mobile', platform: 'iOS', browser: 'Safari', city: null, ip_address: '198.51.100.2', last_active: ago(300), is_current_device: false }),
];

beforeEach(() => setBootstrap(makeBootstrap({ user: makeUser() })));

describe('formatRelativeTime', () => {
  it("says 'a few seconds ago' under 60 s (SPEC section 8)", () => {
    expect(formatRelativeTime(new Date(NOW - 59_000).toISOString(), 'en', NOW)).toBe('a few seconds ago');
    expect(formatRelativeTime(new Date(NOW - 60_000).toISOString(), 'en', NOW)).toBe('1 minute ago');
  });

  it('picks the largest unit, accepts unix seconds, and refuses nonsense (SPEC section 5)', () => {
    expect(formatRelativeTime(new Date(NOW - 3 * 3600_000).toISOString(), 'en', NOW)).toBe('3 hours ago');
    expect(formatRelativeTime(NOW / 1000 - 86_400, 'en', NOW)).toBe('yesterday');
    expect(() => formatRelativeTime('not a date', 'en', NOW)).toThrow(RangeError);
  });
});

describe('SessionsPanel', () => {
  it('lists sessions, marking this device', async () => {
    stubFetch({ 'GET /api/v1/user-sessions': { sessions: SESSIONS } });
    await renderAccountSettings(<SessionsPanel />);
    const [current, other] = await screen.findAllByRole('listitem');

    expect(current).toHaveTextContent('Firefox · macOS');
    expect(current).toHaveTextContent('Berlin, Germany');
    expect(current).toHaveTextContent('203.0.113.7');
    expect(within(current).getByText('This device')).toBeInTheDocument();
    expect(other).toHaveTextContent('Safari · iOS');
    expect(other).toHaveTextContent('Last active 5 minutes ago');
    expect(within(other).queryByText('This device')).not.toBeInTheDocument();
  });

  it('logs out other sessions with the password it asks for, then refetches', async () => {
    let sessions = SESSIONS;
    const api = stubFetch({
      'GET /api/v1/user-sessions': () => ({ sessions }),
      'GET /auth/user/confirmed-password-status': { confirmed: false },
      'POST /auth/user/confirm-password': { confirmed: true },
      'POST /api/v1/user-sessions/logout-other': () => {
        sessions = [SESSIONS[0]];
        return { message: 'ok' };
      },
    });
    await renderAccountSettings(<SessionsPanel />);
    await screen.findByText('Safari · iOS');
    await userEvent.click(screen.getByRole('button', { name: 'Log out other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out other sessions' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out other sessions' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Logged out other sessions.');
    // One password prompt: the dialog's password also confirmed the sensitive action.
    expect(api.sent('POST /auth/user/confirm-password')[0].body).toEqual({ password: 'secret' });
    expect(api.sent('POST /api/v1/user-sessions/logout-other')[0].body).toEqual({ password: 'secret' });
    await waitFor(() => expect(screen.queryByText('Safari · iOS')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a wrong password on the field', async () => {
    stubFetch({
      'GET /api/v1/user-sessions': { sessions: SESSIONS },
      'GET /auth/user/confirmed-password-status': { confirmed: true },
      'POST /api/v1/user-sessions/logout-other': fail(422, {
        message: 'Invalid',
        errors: { password: ['The provided password was incorrect.'] },
      }),
    });
    await renderAccountSettings(<SessionsPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out other sessions' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out other sessions' }));

    expect(await within(dialog).findByText('The provided password was incorrect.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
  });
});
