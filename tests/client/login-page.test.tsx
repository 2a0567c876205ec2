import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBootstrap, setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { LoginPage } from '../../client/auth/login-page';
import type { AuthSearch } from '../../client/auth/auth-search';
import { ToastArea } from '../../client/ui/toast/toast-area';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';

const signedIn = () => {
  const data = makeBootstrap({ user: makeUser() });
  return { data, reply: { status: 'success', bootstrapData: data } };
};

const renderLogin = (props: { search?: AuthSearch; workspace?: boolean } = {}) =>
  renderWithRouter(
    <>
      <LoginPage search={props.search ?? {}} workspace={props.workspace} />
      <ToastArea />
    </>,
    { path: '/login' },
  );

async function fillCredentials(email = 'ada@example.com', password = 'secret-password') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Continue' }));

afterEach(() => {
  delete window.grecaptcha;
});

describe('LoginPage: credentials', () => {
  it("keeps 'Stay signed in for a month' on by default and signs in", async () => {
    const { data, reply } = signedIn();
    const api = stubFetch({ 'POST /auth/login': reply });
    const { router, queryClient } = await renderLogin();
    queryClient.setQueryData(['guest-only'], 'stale');

    expect(screen.getByRole('checkbox', { name: 'Stay signed in for a month' })).toBeChecked();
    await fillCredentials();
    await submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.requests.map((request) => [request.path, request.body])).toEqual([
      ['/auth/login', { email: 'ada@example.com', password: 'secret-password', remember: true }],
    ]);
    expect(getBootstrap()).toEqual(data);
    expect(queryClient.getQueryData(['guest-only'])).toBeUndefined();
  });

  it('sends remember: false when the box is cleared', async () => {
    const api = stubFetch({ 'POST /auth/login': signedIn().reply });
    await renderLogin();
    await fillCredentials();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Stay signed in for a month' }));
    await submit();
    await waitFor(() => expect(api.requests[0]?.body).toMatchObject({ remember: false }));
  });

  it('requires email and password before calling the server', async () => {
    const api = stubFetch({});
    await renderLogin();
    await submit();
    expect(await screen.findByText('The email field is required.')).toBeInTheDocument();
    expect(screen.getByText('The password field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(api.requests).toEqual([]);
  });

  it('puts 422 errors on their fields and focuses the first', async () => {
    stubFetch({
      'POST /auth/login': fail(422, {
        message: 'The password is too weak to be real.',
        errors: { password: ['The password is too weak to be real.'], email: ['These credentials do not match our records.'] },
      }),
    });
    await renderLogin();
    await fillCredentials();
    await submit();

    const password = screen.getByLabelText('Password');
    expect(await screen.findByText('The password is too weak to be real.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('These credentials do not match our records.');
  });

  it('shows the message in a toast when the answer has no field errors', async () => {
    stubFetch({ 'POST /auth/login': fail(429, { message: 'Too Many Attempts.' }) });
    await renderLogin();
    await fillCredentials();
    await submit();
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Too Many Attempts.');
    expect(toast).toHaveAttribute('data-type', 'danger');
  });

  it('disables Continue while signing in', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    stubFetch({ 'POST /auth/login': () => released.then(() => signedIn().reply) });
    const { router } = await renderLogin();
    await fillCredentials();
    await submit();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('prefills the email from the link', async () => {
    await renderLogin({ search: { email: 'grace@example.com' } });
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
  });
});

describe('LoginPage: links', () => {
  it('links to /forgot-password and /register', async () => {
    await renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up.' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Melodia' })).toHaveAttribute('href', '/');
  });

  it('hides sign-up when registration is disabled', async () => {
    setBootstrap(makeBootstrap({ registration: { disable: true, policies: [] } }));
    await renderLogin();
    expect(screen.queryByRole('link', { name: 'Sign up.' })).not.toBeInTheDocument();
  });

  it('keeps workspace invitees on the workspace pages, even with registration disabled', async () => {
    setBootstrap(makeBootstrap({ registration: { disable: true, policies: [] } }));
    await renderLogin({ workspace: true, search: { email: 'grace@example.com', invite_id: 'inv-1' } });
    const link = screen.getByRole('link', { name: 'Sign up.' });
    expect(link.getAttribute('href')).toMatch(/^\/workspace\/join\/register\?/);
    expect(link.getAttribute('href')).toContain('invite_id=inv-1');
  });
});

describe('LoginPage: two-factor step', () => {
  const twoFactorLogin = async () => {
    const { data, reply } = signedIn();
    const api = stubFetch({ 'POST /auth/login': { two_factor: true }, 'POST /auth/two-factor-challenge': reply });
    const rendered = await renderLogin();
    await fillCredentials();
    await submit();
    await screen.findByRole('heading', { name: 'Two-factor authentication' });
    return { ...rendered, api, data };
  };

  it('replaces the form with a 6-character code input', async () => {
    const { router } = await twoFactorLogin();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    const code = screen.getByLabelText('Code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveFocus();
  });

  it('checks the length and sends the code', async () => {
    const { api, router, data } = await twoFactorLogin();
    await userEvent.type(screen.getByLabelText('Code'), '12345');
    await submit();
    expect(await screen.findByText('The code must be 6 digits.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);

    await userEvent.type(screen.getByLabelText('Code'), '6');
    await waitFor(() => expect(screen.queryByText('The code must be 6 digits.')).not.toBeInTheDocument());
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.sent('POST /auth/two-factor-challenge').map((request) => request.body)).toEqual([{ code: '123456' }]);
    expect(getBootstrap()).toEqual(data);
  });

  it('switches to a 21-character recovery code and back', async () => {
    const { api, router } = await twoFactorLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    const recovery = screen.getByLabelText('Recovery code');
    expect(recovery).toHaveAttribute('maxlength', '21');
    expect(recovery).toHaveFocus();

    await userEvent.type(recovery, 'abcdefghij-klmnopqrs');
    await submit();
    expect(await screen.findByText('The recovery code must be 21 characters.')).toBeInTheDocument();
    await userEvent.type(recovery, 't');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.sent('POST /auth/two-factor-challenge').map((request) => request.body)).toEqual([
      { recovery_code: 'abcdefghij-klmnopqrst' },
    ]);
  });

  it('goes back to the authenticator code', async () => {
    await twoFactorLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use an authentication code' }));
    expect(screen.getByLabelText('Code')).toHaveFocus();
  });

  it('shows an expired sign-in on the recovery code field too', async () => {
    const expired = 'This sign-in has expired. Please log in again.';
    stubFetch({
      'POST /auth/login': { two_factor: true },
      'POST /auth/two-factor-challenge': fail(422, { message: expired, errors: { code: [expired] } }),
    });
    await renderLogin();
    await fillCredentials();
    await submit();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const recovery = screen.getByLabelText('Recovery code');
    await userEvent.type(recovery, 'abcdefghij-klmnopqrst');
    await submit();
    await waitFor(() => expect(recovery).toHaveAccessibleDescription(expired));
    expect(recovery).toHaveFocus();
  });

  it('shows a wrong code on the code field', async () => {
    const invalid = 'The provided two factor authentication code was invalid.';
    stubFetch({
      'POST /auth/login': { two_factor: true },
      'POST /auth/two-factor-challenge': fail(422, { message: invalid, errors: { code: [invalid] } }),
    });
    await renderLogin();
    await fillCredentials();
    await submit();
    const code = await screen.findByLabelText('Code');
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(invalid));
    expect(code).toHaveFocus();
  });
});

describe('LoginPage: bot check', () => {
  const withRecaptcha = (enable: boolean) =>
    setBootstrap(makeBootstrap({ recaptcha: { driver: 'recaptcha', site_key: 'site-key', enable: { login: enable } } }));

  it('sends a reCAPTCHA token for the login action when enabled', async () => {
    withRecaptcha(true);
    const execute = vi.fn(async () => 'recaptcha-token');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    const api = stubFetch({ 'POST /auth/login': signedIn().reply });
    await renderLogin();
    await fillCredentials();
    await submit();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'login' });
    expect(api.requests[0].body).toMatchObject({ recaptcha_token: 'recaptcha-token' });
  });

  it('stops with a toast when the check fails', async () => {
    withRecaptcha(true);
    window.grecaptcha = { ready: (callback) => callback(), execute: vi.fn(async () => Promise.reject(new Error('blocked'))) };
    const api = stubFetch({});
    await renderLogin();
    await fillCredentials();
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Could not verify you are human.');
    expect(api.requests).toEqual([]);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('loads and asks nothing when disabled', async () => {
    withRecaptcha(false);
    const execute = vi.fn(async () => 'recaptcha-token');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    const api = stubFetch({ 'POST /auth/login': signedIn().reply });
    await renderLogin();
    await fillCredentials();
    await submit();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(execute).not.toHaveBeenCalled();
    expect(api.requests[0].body).not.toHaveProperty('recaptcha_token');
    expect(document.querySelector('script[src*="recaptcha"], script[src*="turnstile"]')).toBeNull();
  });
});
