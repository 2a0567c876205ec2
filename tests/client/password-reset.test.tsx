import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from '../../client/auth/forgot-password-page';
import { ResetPasswordPage } from '../../client/auth/reset-password-page';
import { ToastArea } from '../../client/ui/toast/toast-area';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';

const SENT = 'If an account exists for that address, we sent a link to reset its password.';

describe('ForgotPasswordPage', () => {
  it("sends the email and shows the server's answer", async () => {
    const api = stubFetch({ 'POST /auth/forgot-password': { message: SENT } });
    await renderWithRouter(<ForgotPasswordPage />, { path: '/forgot-password' });
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    await userEvent.type(email, 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SENT);
    expect(api.sent('POST /auth/forgot-password').map((request) => request.body)).toEqual([{ email: 'ada@example.com' }]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('requires the email', async () => {
    const api = stubFetch({});
    await renderWithRouter(<ForgotPasswordPage />, { path: '/forgot-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('The email field is required.')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});

describe('ResetPasswordPage', () => {
  const renderReset = (email?: string) =>
    renderWithRouter(
      <>
        <ResetPasswordPage token="reset-token" email={email} />
        <ToastArea />
      </>,
      { path: '/password/reset/reset-token' },
    );

  it('prefills the email, resets, toasts and goes to /login', async () => {
    const api = stubFetch({ 'POST /auth/reset-password': { message: 'Your password has been reset!' } });
    const { router } = await renderReset('ada@example.com');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('New password')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('New password'), 'new-secret-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset!');
    expect(api.sent('POST /auth/reset-password').map((request) => request.body)).toEqual([
      { token: 'reset-token', email: 'ada@example.com', password: 'new-secret-1', password_confirmation: 'new-secret-1' },
    ]);
  });

  it('shows an expired link on the email field', async () => {
    const invalid = 'This password reset token is invalid.';
    stubFetch({ 'POST /auth/reset-password': fail(422, { message: invalid, errors: { email: [invalid] } }) });
    const { router } = await renderReset('ada@example.com');
    await userEvent.type(screen.getByLabelText('New password'), 'new-secret-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription(invalid));
    expect(email).toHaveFocus();
    expect(router.state.location.pathname).toBe('/password/reset/reset-token');
  });
});
