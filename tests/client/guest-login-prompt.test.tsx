import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { makeAlbum, makeTrack, page } from './fixtures/catalog-fixtures';
import { stubFetch } from './fixtures/fetch-stub';
import { renderApp } from './fixtures/render-app';

// Issue 26 part 8b: a guest who likes is told why before the login page, and
// the like happens once they are back, on the same page.

const album = { ...makeAlbum({ id: 3, name: 'Pastel Blues' }), description: null, genres: [], tags: [] };
const PATH = '/album/3/nina-simone/pastel-blues';
const EMPTY_IDS = { tracks: [], albums: [], artists: [], playlists: [], users: [], reposts: { track: [], album: [] } };

afterEach(() => sessionStorage.clear());

function albumApi() {
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  return stubFetch({
    'GET /api/v1/albums/3': { album, tracks: [makeTrack({ id: 11, name: 'Sinnerman' })] },
    'GET /api/v1/comments': page([]),
    'GET /api/v1/me/library/ids': EMPTY_IDS,
    'PUT /api/v1/likes/album/3': {},
  });
}

describe('a guest who likes', () => {
  it('is asked to log in, with the reason, and the like is made after logging in, back on the page', async () => {
    setBootstrap(makeBootstrap({ user: null }));
    const api = albumApi();
    const { router } = await renderApp(PATH);
    const header = (await screen.findByRole('heading', { level: 1, name: 'Pastel Blues' })).closest('header')!;
    await userEvent.click(within(header).getByRole('button', { name: 'Save to your library' }));

    const dialog = await screen.findByRole('dialog', { name: 'Log in to keep this' });
    expect(dialog).toHaveTextContent('kept in your account');
    expect(router.state.location.pathname).toBe(PATH);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.sent('PUT /api/v1/likes/album/3')).toHaveLength(0);

    // Logging in (the form's completion: new bootstrap data, then the redirect target) returns to the album...
    const { redirectTargetAfterLogin } = await import('../../client/auth/redirect-targets');
    const signedIn = makeBootstrap({ user: makeUser() });
    expect(redirectTargetAfterLogin(signedIn)).toBe(PATH);
    setBootstrap(signedIn);
    await router.history.push(PATH);
    // ...where the like is made, once.
    await waitFor(() => expect(api.sent('PUT /api/v1/likes/album/3')).toHaveLength(1));
    expect(redirectTargetAfterLogin(signedIn)).toBe('/');
  });

  it('stays on the page when they decline', async () => {
    setBootstrap(makeBootstrap({ user: null }));
    albumApi();
    const { router } = await renderApp(PATH);
    const header = (await screen.findByRole('heading', { level: 1, name: 'Pastel Blues' })).closest('header')!;
    await userEvent.click(within(header).getByRole('button', { name: 'Save to your library' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(PATH);
    expect(sessionStorage.length).toBe(0);
  });
});
