import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getBootstrap, setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { ApiError, apiClient } from '../../client/http/api-client';
import { TopBar } from '../../client/layout/top-bar';
import { ToastArea } from '../../client/ui/toast/toast-area';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { stubFetch } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';

const renderTopBar = (path = '/') =>
  renderWithRouter(
    <>
      <TopBar />
      <ToastArea />
    </>,
    { path },
  );

const signIn = (overrides: Parameters<typeof makeUser>[0] = {}) =>
  setBootstrap(makeBootstrap({ user: makeUser(overrides) }));

describe('TopBar search', () => {
  // The dropdown's behaviour: search-instant-search.test.tsx.
  const findSearch = () => screen.findByRole('combobox', { name: 'Search' }, { timeout: 5000 });

  it('has a search field with the translated placeholder', async () => {
    setBootstrap(makeBootstrap({ i18n: { id: 2, name: 'Français', language: 'fr', lines: { 'Search for artists, albums and tracks': 'Rechercher' } } }));
    await renderTopBar();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(await findSearch()).toHaveAttribute('placeholder', 'Rechercher');
  });

  it('navigates to /search/{query} on Enter', async () => {
    stubFetch({ 'GET /api/v1/search': { query: 'daft punk', tracks: [], artists: [], albums: [], playlists: [], users: [], tags: [] } });
    const { router } = await renderTopBar();
    await userEvent.type(await findSearch(), '  daft punk {Enter}');
    expect(router.state.location.pathname).toBe('/search/daft punk');
  });

  it('goes to /search for an empty query', async () => {
    const { router } = await renderTopBar('/library');
    await userEvent.type(await findSearch(), '{Enter}');
    expect(router.state.location.pathname).toBe('/search');
  });

  it('links to /search where the field has no room (under 768 px)', async () => {
    await renderTopBar();
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
  });
});

describe('TopBar for guests', () => {
  it('offers Log in and Sign up', async () => {
    await renderTopBar();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it('hides Sign up when registration is disabled', async () => {
    setBootstrap(makeBootstrap({ registration: { disable: true, policies: [] } }));
    await renderTopBar();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });
});

describe('TopBar account menu', () => {
  it("shows the user's initials, name and menu", async () => {
    signIn();
    await renderTopBar();
    const button = await screen.findByRole('button', { name: 'Ada Lovelace' }, { timeout: 5000 });
    expect(within(button).getByText('AL')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

    await userEvent.click(button);
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Account settings', 'Notifications', 'Dark mode', 'Log out']);
  });

  it("shows the user's picture when there is one", async () => {
    signIn({ image: '/avatars/ada.png' });
    await renderTopBar();
    const button = await screen.findByRole('button', { name: 'Ada Lovelace' }, { timeout: 5000 });
    expect(button.querySelector('img')).toHaveAttribute('src', '/avatars/ada.png');
  });

  it('adds Admin area for admin.access and drops the theme item when users may not change it', async () => {
    const { themes } = makeBootstrap();
    setBootstrap(
      makeBootstrap({
        user: makeUser({ permissions: [{ name: 'admin.access', restrictions: [] }] }),
        themes: { ...themes, all: themes.all.map((t) => ({ ...t, user_change: false })) },
      }),
    );
    const { router } = await renderTopBar();
    await userEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }, { timeout: 5000 }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Account settings', 'Notifications', 'Admin area', 'Log out']);

    await userEvent.click(screen.getByRole('menuitem', { name: 'Admin area' }));
    expect(router.state.location.pathname).toBe('/admin');
  });

  it.each([
    ['Account settings', '/account-settings'],
    ['Notifications', '/notifications'],
  ])('%s goes to %s', async (label, path) => {
    signIn();
    const { router } = await renderTopBar();
    await userEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('menuitem', { name: label }));
    expect(router.state.location.pathname).toBe(path);
  });

  it('logs out: POST auth/logout, new bootstrap data, then /login', async () => {
    signIn();
    const guestData = makeBootstrap();
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ bootstrapData: guestData });
    const { router, queryClient } = await renderTopBar('/library');
    queryClient.setQueryData(['private'], 'secret');

    await userEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    expect(post).toHaveBeenCalledWith('auth/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getBootstrap()).toBe(guestData);
    expect(queryClient.getQueryData(['private'])).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows a danger toast when logout fails', async () => {
    signIn();
    vi.spyOn(apiClient, 'post').mockRejectedValue(new ApiError(500, {}));
    const { router } = await renderTopBar('/library');
    await userEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('There was an issue. Please try again.');
    expect(toast).toHaveAttribute('data-type', 'danger');
    expect(router.state.location.pathname).toBe('/library');
  });
});
