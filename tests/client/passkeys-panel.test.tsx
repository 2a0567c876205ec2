import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getBootstrap, setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { apiClient } from '../../client/http/api-client';
import { PasskeysPanel } from '../../client/passkeys/passkeys-panel';
import { PasskeySignInButton } from '../../client/passkeys/passkey-sign-in-button';
import { DialogHost } from '../../client/ui/dialog/dialog-host';
import { ToastArea } from '../../client/ui/toast/toast-area';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { renderWithRouter } from './fixtures/render-with-router';

const browser = vi.hoisted(() => ({
  browserSupportsWebAuthn: vi.fn(() => true),
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', () => browser);

const LAPTOP = { id: 1, name: 'Work laptop', created_at: '2025-03-02T10:00:00.000Z', last_used_at: null };
const PHONE = { id: 2, name: 'Phone', created_at: '2025-01-05T10:00:00.000Z', last_used_at: '2025-04-01T08:00:00.000Z' };

beforeEach(() => {
  browser.browserSupportsWebAuthn.mockReturnValue(true);
  setBootstrap(makeBootstrap({ user: makeUser() }));
});

const renderPanel = () =>
  renderWithRouter(
    <>
      <PasskeysPanel />
      <DialogHost />
      <ToastArea />
    </>,
  );

describe('PasskeysPanel', () => {
  it('lists the passkeys with when they were added and last used', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue({ passkeys: [LAPTOP, PHONE] });
    await renderPanel();
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Work laptop');
    expect(items[0]).toHaveTextContent('Added Mar 2, 2025 · Never used');
    expect(items[1]).toHaveTextContent('Last used Apr 1, 2025');
    expect(screen.getByRole('heading', { name: 'Passkeys', level: 2 })).toBeInTheDocument();
  });

  it('says so when there is none yet, and hides "Add" where the browser lacks WebAuthn', async () => {
    browser.browserSupportsWebAuthn.mockReturnValue(false);
    vi.spyOn(apiClient, 'get').mockResolvedValue({ passkeys: [] });
    await renderPanel();
    expect(await screen.findByText('You have not added a passkey yet.')).toBeInTheDocument();
    expect(await screen.findByText('This browser does not support passkeys.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });

  it('adds a named passkey through the browser’s registration ceremony', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValueOnce({ passkeys: [] }).mockResolvedValue({ passkeys: [LAPTOP] });
    const options = { challenge: 'abc', rp: { name: 'Melodia' } };
    const attestation = { id: 'cred', response: {} };
    const post = vi.spyOn(apiClient, 'post').mockImplementation(async (path: string) => (path === 'passkeys' ? { passkey: LAPTOP } : options));
    browser.startRegistration.mockResolvedValue(attestation);
    await renderPanel();

    await userEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('The name field is required.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Work laptop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(post).toHaveBeenCalledWith('passkeys/registration-options');
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    expect(post).toHaveBeenLastCalledWith('passkeys', { name: 'Work laptop', response: attestation });
    expect(await screen.findByText('Passkey added')).toBeInTheDocument();
    expect(await screen.findByText('Work laptop')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('toasts a cancelled ceremony and keeps the dialog open', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue({ passkeys: [] });
    vi.spyOn(apiClient, 'post').mockResolvedValue({ challenge: 'abc' });
    browser.startRegistration.mockRejectedValue(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }));
    await renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await userEvent.type(await screen.findByLabelText('Name'), 'Phone');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The passkey request was cancelled or timed out.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add a passkey' })).toBeInTheDocument();
  });

  it('deletes a passkey after confirmation', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValueOnce({ passkeys: [LAPTOP, PHONE] }).mockResolvedValue({ passkeys: [PHONE] });
    const remove = vi.spyOn(apiClient, 'delete').mockResolvedValue({});
    await renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Work laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete passkey' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith('passkeys/1');
    expect(await screen.findByText('Passkey deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Work laptop')).not.toBeInTheDocument());
  });
});

describe('PasskeySignInButton', () => {
  it('is hidden while passkeys are disabled', async () => {
    const data = makeBootstrap();
    setBootstrap({ ...data, settings: { ...data.settings, passkeys: { enable: false } } });
    await renderWithRouter(<PasskeySignInButton />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('signs in with a discoverable passkey', async () => {
    setBootstrap(makeBootstrap());
    const options = { challenge: 'xyz', rpId: 'localhost' };
    const assertion = { id: 'cred', response: {} };
    const signedIn = makeBootstrap({ user: makeUser({ name: 'Passkey user' }) });
    const post = vi
      .spyOn(apiClient, 'post')
      .mockImplementation(async (path: string) => (path === 'auth/passkeys/login' ? { status: 'success', bootstrapData: signedIn } : options));
    browser.startAuthentication.mockResolvedValue(assertion);
    const { router } = await renderWithRouter(<PasskeySignInButton />, { path: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: options });
    expect(post).toHaveBeenLastCalledWith('auth/passkeys/login', { response: assertion, remember: true });
    expect(getBootstrap().user?.name).toBe('Passkey user');
  });
});
