import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getBootstrap, setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { ApiError, apiClient } from '../../client/http/api-client';
import { ToastArea } from '../../client/ui/toast/toast-area';
import { UserGate } from '../../client/user-gate/user-gate';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';

const unverified = (overrides: Parameters<typeof makeUser>[0] = {}) =>
  setBootstrap(
    makeBootstrap({
      require_email_confirmation: true,
      user: makeUser({ email_verified_at: null, email: 'ada.lovelace@example.com', ...overrides }),
    }),
  );

/** Renders the gate and waits out its lazily loaded screen (the placeholder is aria-busy). */
async function renderGate() {
  const view = render(
    <>
      <UserGate>
        <p>The app</p>
      </UserGate>
      <ToastArea />
    </>,
  );
  await waitFor(() => expect(view.container.querySelector('[aria-busy="true"]')).toBeNull());
  return view;
}

describe('UserGate', () => {
  it('renders the app for guests and verified, active users', async () => {
    await renderGate();
    expect(screen.getByText('The app')).toBeInTheDocument();
    setBootstrap(makeBootstrap({ require_email_confirmation: true, user: makeUser() }));
    expect(screen.getByText('The app')).toBeInTheDocument();
  });

  it('lets unverified users in when the site does not require confirmation', async () => {
    setBootstrap(makeBootstrap({ user: makeUser({ email_verified_at: null }) }));
    await renderGate();
    expect(screen.getByText('The app')).toBeInTheDocument();
  });

  it('shows the verify screen to unverified users when confirmation is required', async () => {
    unverified();
    await renderGate();
    expect(screen.queryByText('The app')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
  });

  it('shows the suspended screen to banned users', async () => {
    setBootstrap(makeBootstrap({ user: makeUser({ banned_at: '2024-05-01T00:00:00.000Z' }) }));
    await renderGate();
    expect(screen.queryByText('The app')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your account is suspended' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "You can't open Melodia because your account is suspended. Contact the Admin to re-activate your account.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});

describe('VerifyEmailScreen', () => {
  it('shows the masked email and a code input with the required attributes', async () => {
    unverified();
    await renderGate();
    expect(screen.getByText('Enter the verification code we sent to ad****@example.com')).toBeInTheDocument();
    const input = screen.getByLabelText('Code');
    expect(input).toHaveAttribute('name', 'code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(input).toHaveAttribute('placeholder', 'Enter your verification code');
    expect(input).toBeRequired();
    expect(input).toHaveFocus();
    expect(screen.getByText(/check your spam folder and promotions tab/)).toBeInTheDocument();
  });

  it('shows the logo for the theme: logo_dark on light themes', async () => {
    unverified();
    await renderGate();
    expect(screen.getByRole('img', { name: 'Melodia' })).toHaveAttribute('src', getBootstrap().branding.logo_dark);
  });

  it('submits the code, disables Next meanwhile, and reloads on success', async () => {
    unverified();
    let finish!: () => void;
    const post = vi.spyOn(apiClient, 'post').mockImplementation(() => new Promise((resolve) => (finish = () => resolve({}))));
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    await renderGate();

    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(post).toHaveBeenCalledWith('validate-email-verification-otp', { code: '123456' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    finish();
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('shows a 422 error on the code field', async () => {
    unverified();
    vi.spyOn(apiClient, 'post').mockRejectedValue(
      new ApiError(422, { message: 'Invalid', errors: { code: ['This code is not valid.'] } }),
    );
    await renderGate();
    await userEvent.type(screen.getByLabelText('Code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    const input = screen.getByLabelText('Code');
    expect(await screen.findByText('This code is not valid.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This code is not valid.');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('resends the email and confirms with a toast', async () => {
    unverified();
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({});
    await renderGate();
    await userEvent.click(screen.getByRole('button', { name: 'request a resend' }));
    expect(post).toHaveBeenCalledWith('resend-email-verification', { email: 'ada.lovelace@example.com' });
    expect(await screen.findByRole('status')).toHaveTextContent('Email sent');
  });

  it('disables the resend link while resending', async () => {
    unverified();
    vi.spyOn(apiClient, 'post').mockReturnValue(new Promise(() => {}));
    await renderGate();
    const resend = screen.getByRole('button', { name: 'request a resend' });
    await userEvent.click(resend);
    expect(resend).toBeDisabled();
  });

  it('disables the resend link when the user has no email', async () => {
    unverified({ email: '' });
    await renderGate();
    expect(screen.getByText('Enter the verification code we sent to ****')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'request a resend' })).toBeDisabled();
  });

  it('logs out and goes to /login', async () => {
    unverified();
    const guestData = makeBootstrap();
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ bootstrapData: guestData });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await renderGate();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(post).toHaveBeenCalledWith('auth/logout');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(getBootstrap()).toBe(guestData);
  });

  it('shows a danger toast when logout fails', async () => {
    unverified();
    vi.spyOn(apiClient, 'post').mockRejectedValue(new ApiError(404, { message: 'Not found' }));
    await renderGate();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Not found');
  });
});
