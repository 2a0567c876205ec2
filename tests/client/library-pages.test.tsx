import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { getPlayerState } from '../../client/player/player-store';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { makeAlbum, makeTrack, page } from './fixtures/catalog-fixtures';
import { fail, stubFetch, type StubRequest } from './fixtures/fetch-stub';
import { makePlaylist } from './fixtures/music-fixtures';
import { resetPlayer } from './fixtures/player-fixture';
import { renderApp } from './fixtures/render-app';

const EMPTY_IDS = { tracks: [], albums: [], artists: [], playlists: [], users: [], reposts: { track: [], album: [] } };

const signIn = () => setBootstrap(makeBootstrap({ user: makeUser() }));

afterEach(resetPlayer);

describe('library routes for guests', () => {
  it.each(['/library', '/library/songs', '/library/playlists', '/library/albums', '/library/artists', '/library/history'])(
    '%s sends them to /login',
    async (path) => {
      const api = stubFetch({});
      const { router } = await renderApp(path);
      expect(router.state.location.pathname).toBe('/login');
      expect(api.requests.filter((r) => r.path.startsWith('/api/v1/me/'))).toEqual([]);
    },
  );
});

describe('/library/songs', () => {
  beforeEach(signIn);

  it('lists the liked songs and plays them all from the first', async () => {
    stubFetch({
      'GET /api/v1/me/library/ids': { ...EMPTY_IDS, tracks: [1, 2] },
      'GET /api/v1/me/library/tracks': page([makeTrack({ id: 1, name: 'Feeling Good' }), makeTrack({ id: 2, name: 'Sinnerman' })]),
    });
    await renderApp('/library/songs');

    expect(await screen.findByRole('heading', { name: 'Liked songs' })).toBeInTheDocument();
    expect(screen.getByText('2 songs')).toBeInTheDocument();
    expect(screen.getAllByTestId('track-row').map((row) => within(row).getAllByRole('link')[0].textContent)).toEqual(['Feeling Good', 'Sinnerman']);

    await userEvent.click(screen.getByRole('button', { name: 'Play Liked songs' }));
    const state = getPlayerState();
    expect(state.queue.map((track) => track.id)).toEqual([1, 2]);
    expect(state.context).toEqual({ type: 'library', id: 'songs', name: 'Liked songs' });
  });

  it('invites the user to find songs when there are none', async () => {
    stubFetch({ 'GET /api/v1/me/library/ids': EMPTY_IDS, 'GET /api/v1/me/library/tracks': page([]) });
    await renderApp('/library/songs');

    expect(await screen.findByRole('heading', { name: 'Songs you like will appear here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find songs' })).toHaveAttribute('href', '/search');
    expect(screen.queryByRole('button', { name: 'Play Liked songs' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails', async () => {
    let failing = true;
    stubFetch({
      'GET /api/v1/me/library/ids': EMPTY_IDS,
      'GET /api/v1/me/library/tracks': () => (failing ? fail(500, { message: 'Server error' }) : page([makeTrack({ name: 'Back again' })])),
    });
    await renderApp('/library/songs', { retry: false });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });
});

describe('/library/playlists', () => {
  beforeEach(signIn);

  it('shows own and followed playlists with a New playlist button', async () => {
    stubFetch({
      'GET /api/v1/me/library/ids': EMPTY_IDS,
      'GET /api/v1/me/library/playlists': page([makePlaylist({ name: 'Mine' }), makePlaylist({ id: 6, name: 'Theirs', owner: { id: 9, name: 'Grace', image: null } })]),
    });
    await renderApp('/library/playlists');
    expect(await screen.findByRole('link', { name: 'Mine' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Theirs' })).toHaveAttribute('href', '/playlist/6/theirs');
    expect(screen.getByRole('button', { name: 'New playlist' })).toBeInTheDocument();
  });

  it('offers to create the first one', async () => {
    stubFetch({ 'GET /api/v1/me/library/ids': EMPTY_IDS, 'GET /api/v1/me/library/playlists': page([]) });
    await renderApp('/library/playlists');
    expect(await screen.findByRole('heading', { name: 'Create your first playlist' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New playlist' })).toBeInTheDocument();
  });
});

describe('/library', () => {
  beforeEach(signIn);

  it('links every section and shows the latest likes', async () => {
    stubFetch({
      'GET /api/v1/me/library/ids': { ...EMPTY_IDS, tracks: [1], albums: [3, 4] },
      'GET /api/v1/me/library/tracks': page([makeTrack({ id: 1, name: 'Feeling Good' })]),
    });
    await renderApp('/library');

    const sections = within(screen.getByRole('navigation', { name: 'Library sections' })).getAllByRole('link');
    expect(sections.map((link) => link.getAttribute('href'))).toEqual([
      '/library',
      '/library/songs',
      '/library/playlists',
      '/library/albums',
      '/library/artists',
      '/library/history',
    ]);
    expect(await screen.findByRole('link', { name: 'Feeling Good' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Albums\s*2 albums/ })).toHaveAttribute('href', '/library/albums');
  });
});

describe('/library/albums', () => {
  beforeEach(signIn);

  it('loads more albums on demand', async () => {
    stubFetch({
      'GET /api/v1/me/library/ids': EMPTY_IDS,
      'GET /api/v1/me/library/albums': ({ query }: StubRequest) =>
        query.get('page') === '1' ? page([makeAlbum({ id: 1, name: 'First' })], { last: 2 }) : page([makeAlbum({ id: 2, name: 'Second' })], { current: 2, last: 2 }),
    });
    await renderApp('/library/albums');
    await screen.findByRole('link', { name: 'First' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Second' })).toBeInTheDocument();
  });
});
