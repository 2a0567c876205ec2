import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getBootstrap, setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { COPIED_FEEDBACK_MS } from '../../client/ui/copy-button';
import { TwoFactorPanel } from '../../client/account-settings/two-factor/two-factor-panel';
import { twoFactorState } from '../../client/account-settings/two-factor/two-factor-state';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { renderAccountSettings } from './fixtures/render-account-settings';

const CONFIRMED_AT = '2024-06-01T00:00:00.000Z';
const CODES = ['aaaaaaaaaa-bbbbbbbbbb', 'cccccccccc-dddddddddd'];
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

const signIn = (overrides: Parameters<typeof makeUser>[0] = {}) => setBootstrap(makeBootstrap({ user: makeUser(overrides) }));
const pending = makeUser({ two_factor_recovery_codes: 8 });
const enabled = makeUser({ two_factor_recovery_codes: 8, two_factor_confirmed_at: CONFIRMED_AT });

const api = (extra: Record<string, unknown> = {}) =>
  stubFetch({
    'GET /auth/user/confirmed-password-status': { confirmed: true },
    'POST /auth/user/two-factor-authentication': { user: pending, recovery_codes: CODES },
    'GET /auth/user/two-factor/qr-code': { svg: SVG, secret: 'JBSWY3DPEHPK3PXP' },
    'POST /auth/user/confirmed-two-factor-authentication': { user: enabled },
    ...extra,
  });

describe('twoFactorState (SPEC section 4)', () => {
  it('derives the initial state from the user fields', () => {
    expect(twoFactorState({ two_factor_confirmed_at: null, two_factor_recovery_codes: 0 })).toBe('disabled');
    expect(twoFactorState({ two_factor_confirmed_at: null, two_factor_recovery_codes: 8 })).toBe('confirming');
    expect(twoFactorState({ two_factor_confirmed_at: CONFIRMED_AT, two_factor_recovery_codes: 8 })).toBe('enabled');
    expect(twoFactorState({ two_factor_confirmed_at: CONFIRMED_AT, two_factor_recovery_codes: 0 })).toBe('enabled');
  });
});

describe('TwoFactorPanel', () => {
  it('offers to enable when not enabled', async () => {
    signIn();
    await renderAccountSettings(<TwoFactorPanel />);
    expect(screen.getByRole('region', { name: 'Two-factor authentication' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable' })).toBeInTheDocument();
  });

  it('opens on the confirm step when codes exist without a confirmation', async () => {
    signIn({ two_factor_recovery_codes: 8 });
    api();
    await renderAccountSettings(<TwoFactorPanel />);
    const qr = await screen.findByRole('img', { name: 'QR code' });
    // Server SVG goes through an <img> data URL, where it can never run script.
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveAttribute('maxlength', '6');
  });

  it('opens enabled, without codes to show, when confirmed', async () => {
    signIn({ two_factor_recovery_codes: 8, two_factor_confirmed_at: CONFIRMED_AT });
    await renderAccountSettings(<TwoFactorPanel />);
    expect(screen.getByText('You have enabled two factor authentication.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Regenerate recovery codes' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('enables: QR code and secret, a 6-digit code, then the recovery codes', async () => {
    signIn();
    const calls = api();
    await renderAccountSettings(<TwoFactorPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Enable' }));

    await screen.findByRole('img', { name: 'QR code' });
    expect(getBootstrap().user!.two_factor_recovery_codes).toBe(8);
    await userEvent.type(screen.getByLabelText('Code'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code must be 6 characters.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Code'), '456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(calls.sent('POST /auth/user/confirmed-two-factor-authentication')[0].body).toEqual({ code: '123456' });
    expect(getBootstrap().user!.two_factor_confirmed_at).toBe(CONFIRMED_AT);
  });

  it('shows a wrong code on the code field', async () => {
    signIn({ two_factor_recovery_codes: 8 });
    api({
      'POST /auth/user/confirmed-two-factor-authentication': fail(422, {
        message: 'Invalid',
        errors: { code: ['The provided two factor authentication code was invalid.'] },
      }),
    });
    await renderAccountSettings(<TwoFactorPanel />);
    await userEvent.type(await screen.findByLabelText('Code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The provided two factor authentication code was invalid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveFocus();
  });

  it('copies the codes, saying Copied! for 1 s (SPEC section 9)', async () => {
    signIn({ two_factor_recovery_codes: 8, two_factor_confirmed_at: CONFIRMED_AT });
    api({ 'POST /auth/user/two-factor-recovery-codes': { user: enabled, recovery_codes: CODES } });
    const user = userEvent.setup();
    await renderAccountSettings(<TwoFactorPanel />);
    await user.click(screen.getByRole('button', { name: 'Regenerate recovery codes' }));
    await user.click(await screen.findByRole('button', { name: 'Copy codes' }));

    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy codes' })).toBeInTheDocument(), {
      timeout: COPIED_FEEDBACK_MS + 1000,
    });
  });

  it('regenerates codes after asking for the password', async () => {
    signIn({ two_factor_recovery_codes: 8, two_factor_confirmed_at: CONFIRMED_AT });
    api({
      'GET /auth/user/confirmed-password-status': { confirmed: false },
      'POST /auth/user/confirm-password': { confirmed: true },
      'POST /auth/user/two-factor-recovery-codes': { user: enabled, recovery_codes: ['new-code'] },
    });
    await renderAccountSettings(<TwoFactorPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate recovery codes' }));
    await userEvent.type(await screen.findByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('new-code')).toBeInTheDocument();
  });

  it('disables with a toast', async () => {
    signIn({ two_factor_recovery_codes: 8, two_factor_confirmed_at: CONFIRMED_AT });
    api({ 'DELETE /auth/user/two-factor-authentication': { user: makeUser() } });
    await renderAccountSettings(<TwoFactorPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Two factor authentication has been disabled.');
    expect(screen.getByRole('button', { name: 'Enable' })).toBeInTheDocument();
  });
});
