import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { resetPlayerState } from '../../client/player/player-store';
import { makeBootstrap } from './fixtures/bootstrap-fixture';
import { makeAlbum, makeArtist, makeChannel, makeTrack, page } from './fixtures/catalog-fixtures';
import { makePlaylist } from './fixtures/music-fixtures';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { renderApp } from './fixtures/render-app';

const NOT_FOUND = "Looks like you've found the doorway to the great nothing";

/** The real route tree (loaders, param checks, redirects) at `path`. */
async function openApp(path: string, answers: Record<string, unknown> = {}) {
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  const api = stubFetch(answers);
  const { router } = await renderApp(path, { retry: false });
  return { router, api };
}

const artistPage = { artist: { ...makeArtist({ id: 5, name: 'Nina Simone' }), description: null, links: [], profile_images: [], genres: [] }, top_tracks: [], albums: [], similar: [] };

afterEach(() => resetPlayerState());

describe('catalog routes', () => {
  it.each(['/artist/abc', '/artist/0/x', '/album/1.5/a/b', '/track/-2/x', '/radio/album/1/x', '/radio/artist/x/y', '/user/nine', '/album/x', '/track/0', '/playlist/abc', '/Foo', '/index.php', '/a_b/rock', '/channel/Genre'])(
    '%s is the 404 page without asking the API',
    async (path) => {
      const { api } = await openApp(path);
      expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
      const catalogRequests = api.requests.filter((request) => /^\/api\/v1\/(artists|albums|tracks|radio|user-profile|channels)\//.test(request.path));
      expect(catalogRequests).toEqual([]);
    },
  );

  it('opens an artist with the name in the path, and sends the id-only address there', async () => {
    const { router } = await openApp('/artist/5', { 'GET /api/v1/artists/5': artistPage });
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/5/nina-simone'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nina Simone' })).toBeInTheDocument();
  });

  // Issue 26: the short addresses apps and chat messages use lead to the page, not the 404 page.
  const details = { description: null, genres: [], tags: [] };
  it.each([
    ['/album/3', { 'GET /api/v1/albums/3': { album: { ...makeAlbum({ id: 3, name: 'Pastel Blues' }), ...details }, tracks: [] } }, '/album/3/nina-simone/pastel-blues'],
    [
      '/track/4',
      { 'GET /api/v1/tracks/4': { track: { ...makeTrack({ id: 4, name: 'Sinnerman' }), ...details, has_lyrics: false, waveform: null, release_date: null, owner_id: null } } },
      '/track/4/sinnerman',
    ],
    ['/playlist/2', { 'GET /api/v1/playlists/2': { playlist: makePlaylist({ id: 2, name: 'Late Night Drive', tracks_count: 0 }), tracks: [] } }, '/playlist/2/late-night-drive'],
  ])('sends %s on to its canonical address', async (path, answers, canonical) => {
    const { router, api } = await openApp(path, { ...answers, 'GET /api/v1/comments': page([]) });
    await waitFor(() => expect(router.state.location.pathname).toBe(canonical));
    // The item is read once: the page reuses what the redirect loaded.
    const itemPath = Object.keys(answers)[0].replace('GET ', '');
    expect(api.requests.filter((request) => request.path === itemPath)).toHaveLength(1);
    expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
  });

  it.each([
    ['/album/99', 'GET /api/v1/albums/99'],
    ['/track/99', 'GET /api/v1/tracks/99'],
    ['/playlist/99', 'GET /api/v1/playlists/99'],
  ])('shows the 404 page for %s when there is no such item', async (path, request) => {
    const { router } = await openApp(path, { [request]: fail(404) });
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('shows the 404 page for a missing item or channel', async () => {
    await openApp('/artist/6/gone', { 'GET /api/v1/artists/6': fail(404) });
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
  });

  it('serves channels at the top level and under /channel, with a restriction', async () => {
    const { api } = await openApp('/genre/rock', { 'GET /api/v1/channels/genre': { channel: makeChannel({ slug: 'genre', name: 'Genre' }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rock' })).toBeInTheDocument();
    expect(api.sent('GET /api/v1/channels/genre')[0].query.get('restriction')).toBe('rock');
  });

  it('sends /user/{id} on to the slugged profile', async () => {
    const user = { model_type: 'user', id: 9, name: 'Grace Hopper', image: null, followers_count: 0, following_count: 0, created_at: '2026-01-01T00:00:00.000Z' };
    const { router } = await openApp('/user/9', {
      'GET /api/v1/user-profile/9': { user },
      'GET /api/v1/user-profile/9/playlists': page([]),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/9/grace-hopper'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
  });

  it('rejects an unknown profile tab', async () => {
    const user = { model_type: 'user', id: 9, name: 'Grace Hopper', image: null, followers_count: 0, following_count: 0, created_at: '2026-01-01T00:00:00.000Z' };
    await openApp('/user/9/grace-hopper/secrets', { 'GET /api/v1/user-profile/9': { user } });
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
  });

  it('shows the landing page at / to guests when it is the homepage option', async () => {
    setBootstrap(makeBootstrap({ settings: { ...makeBootstrap().settings, homepage: { type: 'landingPage' } } }));
    await openApp('/', { 'GET /api/v1/channels/home': { channel: makeChannel({ name: 'Discover' }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Melodia' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Landing page' })).toBeInTheDocument();
  });

  it('shows the home channel at / otherwise', async () => {
    await openApp('/', { 'GET /api/v1/channels/home': { channel: makeChannel({ name: 'Discover' }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
  });
});
