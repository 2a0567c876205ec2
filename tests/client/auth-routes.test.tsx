import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { stubFetch } from './fixtures/fetch-stub';
import { renderApp } from './fixtures/render-app';

/** The real route tree, guards and search validation included, at `path`. */
async function openApp(path: string) {
  stubFetch({});
  const { router } = await renderApp(path, { retry: false });
  return router;
}

const closedRegistration = () => setBootstrap(makeBootstrap({ registration: { disable: true, policies: [] } }));

describe('auth routes for signed-in users (guestOnly)', () => {
  it.each(['/login', '/register', '/forgot-password', '/password/reset/abc', '/workspace/join/login', '/workspace/join/register'])(
    '%s sends them to their redirect target',
    async (path) => {
      setBootstrap(makeBootstrap({ user: makeUser() }));
      const router = await openApp(path);
      expect(router.state.location.pathname).toBe('/');
    },
  );
});

describe('auth routes for guests', () => {
  it('/login shows the sign-in form', async () => {
    const router = await openApp('/login');
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  });

  it('/login offers the enabled social sign-in', async () => {
    const { social } = makeBootstrap();
    setBootstrap(makeBootstrap({ social: { ...social, google: { enable: true } } }));
    await openApp('/login');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('/register goes to /login when registration is disabled', async () => {
    closedRegistration();
    const router = await openApp('/register');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('/register stays open for an invite when registration is disabled', async () => {
    closedRegistration();
    expect((await openApp('/register?invite_id=12')).state.location.pathname).toBe('/register');
    expect(await screen.findByRole('heading', { name: 'Create a new account' })).toBeInTheDocument();
  });

  it('/workspace/join/register stays open when registration is disabled', async () => {
    closedRegistration();
    const router = await openApp('/workspace/join/register');
    expect(router.state.location.pathname).toBe('/workspace/join/register');
    expect(await screen.findByRole('heading', { name: 'Create a new account' })).toBeInTheDocument();
  });

  it('/register locks an email prefilled by the link', async () => {
    await openApp('/register?email=grace%40example.com');
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('grace@example.com');
    expect(email).toHaveAttribute('readonly');
  });

  it('/register ignores an email param that is not an email', async () => {
    await openApp('/register?email=nope');
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('');
    expect(email).not.toHaveAttribute('readonly');
  });

  it('/password/reset/$token prefills the email from the link', async () => {
    await openApp('/password/reset/abc?email=ada%40example.com');
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.com');
  });
});
