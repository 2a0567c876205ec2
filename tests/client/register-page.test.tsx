import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBootstrap, setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { RegisterPage } from '../../client/auth/register-page';
import type { AuthSearch } from '../../client/auth/auth-search';
import { ToastArea } from '../../client/ui/toast/toast-area';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';

const POLICIES = [
  { id: 'terms', name: 'Terms of service', action: '/pages/terms-of-service' },
  { id: 'privacy', name: 'Privacy policy' },
];

const withPolicies = (overrides: Parameters<typeof makeBootstrap>[0] = {}) =>
  setBootstrap(makeBootstrap({ registration: { disable: false, policies: POLICIES }, ...overrides }));

/** The new user's bootstrap data, whose configured redirectUri is /library. */
function registered(status: 'success' | 'needs_email_verification') {
  const data = makeBootstrap({ user: makeUser({ email_verified_at: null }) });
  data.settings = { ...data.settings, redirectUri: '/library' };
  return { status, bootstrapData: data };
}

const renderRegister = (search: AuthSearch = {}, workspace = false) =>
  renderWithRouter(
    <>
      <RegisterPage search={search} workspace={workspace} />
      <ToastArea />
    </>,
    { path: '/register' },
  );

async function fillForm({ email = 'ada@example.com', confirmation = 'secret-password' } = {}) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
  await userEvent.type(screen.getByLabelText('Confirm password'), confirmation);
}

const acceptPolicies = async () => {
  await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the Terms of service' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the Privacy policy' }));
};

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));

afterEach(() => {
  delete window.turnstile;
});

describe('RegisterPage', () => {
  it('has one required box per policy, the name linking to its page', async () => {
    withPolicies();
    await renderRegister();
    const terms = screen.getByRole('checkbox', { name: 'I accept the Terms of service' });
    expect(terms).toBeRequired();
    expect(terms).not.toBeChecked();
    const link = screen.getByRole('link', { name: 'Terms of service' });
    expect(link).toHaveAttribute('href', '/pages/terms-of-service');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: 'Privacy policy' })).not.toBeInTheDocument();
  });

  it('refuses to submit until every policy is accepted', async () => {
    withPolicies();
    const api = stubFetch({});
    await renderRegister();
    await fillForm();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the Terms of service' }));
    await submit();

    const privacy = screen.getByRole('checkbox', { name: 'I accept the Privacy policy' });
    await waitFor(() => expect(privacy).toHaveAccessibleDescription('You must accept the Privacy policy.'));
    expect(privacy).toHaveFocus();
    expect(api.requests).toEqual([]);
  });

  it('sends the contract body and goes to the redirect target', async () => {
    withPolicies();
    const api = stubFetch({ 'POST /auth/register': registered('success') });
    const { router } = await renderRegister();
    await fillForm();
    await acceptPolicies();
    await submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/library'));
    expect(api.requests.map((request) => [request.path, request.body])).toEqual([
      [
        '/auth/register',
        {
          email: 'ada@example.com',
          password: 'secret-password',
          password_confirmation: 'secret-password',
          policies: { terms: true, privacy: true },
        },
      ],
    ]);
    expect(getBootstrap().user?.email).toBe('ada@example.com');
  });

  it("sends a new user whose email needs verifying to '/'", async () => {
    const api = stubFetch({ 'POST /auth/register': registered('needs_email_verification') });
    const { router } = await renderRegister();
    await fillForm();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.requests).toHaveLength(1);
    expect(getBootstrap().user).not.toBeNull();
  });

  it('locks an email prefilled by the link and sends the invite with the body', async () => {
    const api = stubFetch({ 'POST /auth/register': registered('success') });
    await renderRegister({ email: 'grace@example.com', invite_id: 'inv-9', invite_type: 'workspace' }, true);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('grace@example.com');
    expect(email).toHaveAttribute('readonly');
    await userEvent.type(email, 'x');
    expect(email).toHaveValue('grace@example.com');

    await fillForm({ email: '' });
    await submit();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0].body).toMatchObject({ email: 'grace@example.com', invite_id: 'inv-9', invite_type: 'workspace', policies: {} });
  });

  it('checks required fields, the email and the password repeat', async () => {
    const api = stubFetch({});
    await renderRegister();
    await submit();
    expect(await screen.findByText('The email field is required.')).toBeInTheDocument();
    expect(screen.getByText('The password field is required.')).toBeInTheDocument();
    expect(screen.getByText('The password confirmation field is required.')).toBeInTheDocument();

    await fillForm({ email: 'not-an-email', confirmation: 'something-else' });
    await submit();
    expect(await screen.findByText('The email must be a valid email address.')).toBeInTheDocument();
    expect(await screen.findByText('The password confirmation does not match.')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('puts server errors on their fields', async () => {
    const taken = 'The email has already been taken.';
    stubFetch({ 'POST /auth/register': fail(422, { message: taken, errors: { email: [taken] } }) });
    await renderRegister();
    await fillForm();
    await submit();
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription(taken));
    expect(email).toHaveFocus();
  });

  it("puts a policy error from the server on that policy's box", async () => {
    withPolicies();
    const message = 'You must accept the Terms of service.';
    stubFetch({ 'POST /auth/register': fail(422, { message, errors: { 'policies.terms': [message] } }) });
    await renderRegister();
    await fillForm();
    await acceptPolicies();
    await submit();
    const terms = screen.getByRole('checkbox', { name: 'I accept the Terms of service' });
    await waitFor(() => expect(terms).toHaveAccessibleDescription(message));
    expect(terms).toHaveFocus();
  });

  it('links to the matching sign-in page', async () => {
    await renderRegister();
    expect(screen.getByRole('link', { name: 'Sign in.' })).toHaveAttribute('href', '/login');
  });

  it('sends a Turnstile token for the register action when enabled', async () => {
    setBootstrap(makeBootstrap({ recaptcha: { driver: 'turnstile', site_key: 'ts-key', enable: { register: true } } }));
    const remove = vi.fn();
    const render = vi.fn((container: HTMLElement, options: { callback: (token: string) => void }) => {
      expect(container.isConnected).toBe(true);
      queueMicrotask(() => options.callback('turnstile-token'));
      return 'widget-1';
    });
    window.turnstile = { render, remove };
    const api = stubFetch({ 'POST /auth/register': registered('success') });
    await renderRegister();
    await fillForm();
    await submit();

    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0].body).toMatchObject({ recaptcha_token: 'turnstile-token' });
    expect(render).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ sitekey: 'ts-key', action: 'register', appearance: 'interaction-only' }),
    );
    expect(remove).toHaveBeenCalledWith('widget-1');
  });
});
