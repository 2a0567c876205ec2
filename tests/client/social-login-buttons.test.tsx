import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getBootstrap, setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { ApiError, apiClient } from '../../client/http/api-client';
import { SocialLoginButtons } from '../../client/social-auth/social-login-buttons';
import { SocialLoginPanel } from '../../client/social-auth/social-login-panel';
import { DialogHost } from '../../client/ui/dialog/dialog-host';
import { ToastArea } from '../../client/ui/toast/toast-area';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { renderWithRouter } from './fixtures/render-with-router';

type Social = ReturnType<typeof makeBootstrap>['social'];

function withSocial(overrides: Partial<Social>) {
  const base = makeBootstrap();
  setBootstrap(makeBootstrap({ social: { ...base.social, ...overrides } }));
}

/** A popup that stays open until the test closes it. */
function fakePopup() {
  const popup = { closed: false };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

function postFromPopup(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

const renderButtons = () =>
  renderWithRouter(
    <>
      <SocialLoginButtons />
      <DialogHost />
      <ToastArea />
    </>,
    { path: '/login' },
  );

describe('SocialLoginButtons', () => {
  it('renders nothing when no service is enabled', async () => {
    await renderButtons();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('renders one button per enabled service, the OpenID Connect one by its configured name', async () => {
    withSocial({ google: { enable: true }, envato: { enable: true }, oidc: { enable: true, name: 'Acme SSO' } });
    await renderButtons();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Continue with Google',
      'Continue with Envato',
      'Continue with Acme SSO',
    ]);
  });

  it('shows icon-only buttons, still named, in the compact layout', async () => {
    withSocial({ compact_buttons: true, facebook: { enable: true }, twitter: { enable: true } });
    await renderButtons();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Continue with Twitter' })).toBeInTheDocument();
  });

  it('opens a 650x550 popup and signs in on SUCCESS', async () => {
    withSocial({ google: { enable: true } });
    const { open } = fakePopup();
    const { router } = await renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(open).toHaveBeenCalledWith('/secure/auth/social/google/login', 'social-auth', expect.stringContaining('width=650,height=550'));

    const signedIn = makeBootstrap({ user: makeUser({ name: 'Nina' }) });
    postFromPopup({ type: 'social-auth', status: 'SUCCESS', bootstrapData: signedIn });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getBootstrap().user?.name).toBe('Nina');
  });

  it('ignores messages from other origins and of other types', async () => {
    withSocial({ google: { enable: true } });
    fakePopup();
    const { router } = await renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const signedIn = makeBootstrap({ user: makeUser() });
    postFromPopup({ type: 'social-auth', status: 'SUCCESS', bootstrapData: signedIn }, 'https://evil.example');
    postFromPopup({ type: 'appLoaded', status: 'SUCCESS', bootstrapData: signedIn });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getBootstrap().user).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    // The buttons wait for the real answer meanwhile.
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });

  it('toasts the ERROR message, or the generic one', async () => {
    withSocial({ google: { enable: true } });
    fakePopup();
    await renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    postFromPopup({ type: 'social-auth', status: 'ERROR', message: 'Registration is disabled.' });
    expect(await screen.findByText('Registration is disabled.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    postFromPopup({ type: 'social-auth', status: 'ERROR' });
    expect(await screen.findByText('An error occurred. Please try again later')).toBeInTheDocument();
  });

  it('asks for the existing account’s password on REQUEST_PASSWORD, then signs in', async () => {
    withSocial({ google: { enable: true } });
    fakePopup();
    const signedIn = makeBootstrap({ user: makeUser({ name: 'Existing' }) });
    const post = vi
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(new ApiError(422, { message: 'The provided password was incorrect.', errors: { password: ['The provided password was incorrect.'] } }))
      .mockResolvedValueOnce({ bootstrapData: signedIn });
    const { router } = await renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    postFromPopup({ type: 'social-auth', status: 'REQUEST_PASSWORD' });

    const dialog = await screen.findByRole('dialog', { name: 'Connect your Google account' });
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('The password field is required.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('The provided password was incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(post).toHaveBeenLastCalledWith('secure/auth/social/connect', { password: 'right' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getBootstrap().user?.name).toBe('Existing');
  });

  it('does nothing when the popup is closed without a result', async () => {
    withSocial({ google: { enable: true } });
    const { popup } = fakePopup();
    const { router } = await renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    popup.closed = true;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled(), { timeout: 2000 });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('SocialLoginPanel', () => {
  const renderPanel = () =>
    renderWithRouter(
      <>
        <SocialLoginPanel />
        <ToastArea />
      </>,
    );

  it('connects a service through the popup in connect mode', async () => {
    const base = makeBootstrap();
    setBootstrap(makeBootstrap({ user: makeUser(), social: { ...base.social, google: { enable: true } } }));
    const { open } = fakePopup();
    await renderPanel();
    expect(screen.getByRole('heading', { name: 'Social login' })).toBeInTheDocument();
    expect(screen.getByText('Not connected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Google' }));
    expect(open).toHaveBeenCalledWith('/secure/auth/social/google/connect', 'social-auth', expect.any(String));
    const connected = { ...getBootstrap(), user: makeUser({ social_profiles: [{ service_name: 'google', username: 'ada@gmail.com' }] }) };
    postFromPopup({ type: 'social-auth', status: 'SUCCESS', bootstrapData: connected });
    expect(await screen.findByText('Enabled Google account')).toBeInTheDocument();
    expect(screen.getByText('Connected as ada@gmail.com')).toBeInTheDocument();
  });

  it('disconnects a service and shows the server’s refusal', async () => {
    const base = makeBootstrap();
    const user = makeUser({ social_profiles: [{ service_name: 'google', username: 'ada@gmail.com' }] });
    setBootstrap(makeBootstrap({ user, social: { ...base.social, google: { enable: true } } }));
    const post = vi
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(new ApiError(422, { message: 'Set a password or add a passkey before disconnecting your only way to sign in.', errors: {} }))
      .mockResolvedValueOnce({ user: { ...user, social_profiles: [] } });
    await renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect Google' }));
    expect(await screen.findByText('Set a password or add a passkey before disconnecting your only way to sign in.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect Google' }));
    expect(await screen.findByText('Disabled Google account')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('secure/auth/social/google/disconnect', { service: 'google' });
    expect(getBootstrap().user?.social_profiles).toEqual([]);
  });
});
