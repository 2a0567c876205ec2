import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAlbum, makeArtist, makeTrack, page } from './fixtures/catalog-fixtures';
import { stubFetch, type StubRequest } from './fixtures/fetch-stub';
import { makePlaylist, makeTag, searchResults } from './fixtures/music-fixtures';
import { resetPlayer } from './fixtures/player-fixture';
import { renderApp } from './fixtures/render-app';

const RESULTS = searchResults({
  query: 'daft',
  tracks: [1, 2, 3, 4, 5, 6].map((id) => makeTrack({ id })),
  artists: [makeArtist({ id: 5, name: 'Daft Punk' })],
  albums: [makeAlbum({ id: 3, name: 'Discovery' })],
  playlists: [makePlaylist({ name: 'Daft classics' })],
  tags: [makeTag()],
});

const tabNav = () => screen.getByRole('navigation', { name: 'Result types' });

afterEach(resetPlayer);

describe('/search/{searchQuery}', () => {
  it('shows the top results of each type, with a link to every tab', async () => {
    const api = stubFetch({ 'GET /api/v1/search': RESULTS });
    await renderApp('/search/daft');

    expect(await screen.findByRole('heading', { name: 'Artists' })).toBeInTheDocument();
    expect(Object.fromEntries(api.sent('GET /api/v1/search')[0].query)).toEqual({ query: 'daft', limit: '6' });
    expect(screen.getAllByTestId('track-row')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Discovery' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Daft classics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#French house' })).toHaveAttribute('href', '/tag/french-house');
    expect(screen.queryByRole('heading', { name: 'Profiles' })).not.toBeInTheDocument();

    const tabs = within(tabNav()).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['All', '/search/daft'],
      ['Tracks', '/search/daft/tracks'],
      ['Artists', '/search/daft/artists'],
      ['Albums', '/search/daft/albums'],
      ['Playlists', '/search/daft/playlists'],
      ['Profiles', '/search/daft/users'],
      ['Tags', '/search/daft/tags'],
    ]);
    expect(tabs[0]).toHaveAttribute('aria-current', 'page');
  });

  it('leads with the top result, which plays from its own button', async () => {
    const artist = makeArtist({ id: 5, name: 'Daft Punk' });
    const tracks = [makeTrack({ id: 1, name: 'One More Time' }), makeTrack({ id: 2, name: 'Aerodynamic' })];
    const api = stubFetch({ 'GET /api/v1/search': { ...RESULTS, top: artist }, 'GET /api/v1/artists/5': { top_tracks: tracks } });
    await renderApp('/search/daft');

    const top = await screen.findByRole('region', { name: 'Top result' });
    // First on the page, before the songs.
    expect(top.compareDocumentPosition(screen.getByRole('heading', { name: 'Tracks' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(top).getByRole('link', { name: 'Daft Punk' })).toHaveAttribute('href', '/artist/5/daft-punk');
    expect(within(top).getByText('Artist')).toBeInTheDocument();
    await userEvent.click(within(top).getByRole('button', { name: 'Play Daft Punk' }));
    await waitFor(() => expect(api.sent('GET /api/v1/artists/5')).toHaveLength(1));
  });

  it('says so when nothing matches', async () => {
    stubFetch({ 'GET /api/v1/search': searchResults({ query: 'zzz' }) });
    await renderApp('/search/zzz');
    expect(await screen.findByText('No results found for "zzz"')).toBeInTheDocument();
  });

  it('puts the query in the top bar, and follows what is typed there', async () => {
    stubFetch({ 'GET /api/v1/search': RESULTS });
    const { router } = await renderApp('/search/daft');
    const input = await screen.findByRole('combobox', { name: 'Search' }, { timeout: 5000 });
    expect(input).toHaveValue('daft');

    await userEvent.type(input, ' punk');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/daft punk'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('/search/{searchQuery}/{tabName}', () => {
  it('lists one type a page at a time', async () => {
    const api = stubFetch({
      'GET /api/v1/search/artists': ({ query }: StubRequest) =>
        query.get('page') === '1'
          ? page([makeArtist({ id: 1, name: 'Daft Punk' })], { current: 1, last: 2 })
          : page([makeArtist({ id: 2, name: 'Daft Disco' })], { current: 2, last: 2 }),
    });
    await renderApp('/search/daft/artists');

    expect(await screen.findByRole('link', { name: 'Daft Punk' })).toBeInTheDocument();
    expect(within(tabNav()).getByRole('link', { name: 'Artists' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: 'Daft Disco' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Daft Punk' })).toBeInTheDocument();
    expect(api.sent('GET /api/v1/search/artists').map((r) => Object.fromEntries(r.query))).toEqual([
      { query: 'daft', page: '1' },
      { query: 'daft', page: '2' },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('switches tabs by link', async () => {
    stubFetch({
      'GET /api/v1/search/artists': page([makeArtist({ name: 'Daft Punk' })]),
      'GET /api/v1/search/tracks': page([makeTrack({ id: 1, name: 'One More Time' })]),
    });
    const { router } = await renderApp('/search/daft/artists');
    await screen.findByRole('link', { name: 'Daft Punk' });

    await userEvent.click(within(tabNav()).getByRole('link', { name: 'Tracks' }));
    expect(await screen.findByRole('link', { name: 'One More Time' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/search/daft/tracks');
  });

  it('is not found for an unknown tab', async () => {
    stubFetch({});
    await renderApp('/search/daft/songs');
    expect(await screen.findByText("Looks like you've found the doorway to the great nothing")).toBeInTheDocument();
  });
});

describe('/search', () => {
  it('offers the genres to browse', async () => {
    stubFetch({ 'GET /api/v1/genres': { genres: [{ id: 1, name: 'rock', display_name: 'Rock', image: null }] } });
    await renderApp('/search');
    expect(await screen.findByRole('heading', { name: 'Search', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Rock' })).toBeInTheDocument();
  });
});
