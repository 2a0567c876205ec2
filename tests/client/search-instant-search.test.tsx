import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TopBar } from '../../client/layout/top-bar';
import { InstantSearch } from '../../client/search/instant-search/instant-search';
import { getPlayerState } from '../../client/player/player-store';
import { makeAlbum, makeArtist, makeTrack } from './fixtures/catalog-fixtures';
import { stubFetch } from './fixtures/fetch-stub';
import { searchResults } from './fixtures/music-fixtures';
import { resetPlayer } from './fixtures/player-fixture';
import { renderWithRouter } from './fixtures/render-with-router';

const RESULTS = searchResults({
  query: 'daft',
  tracks: [makeTrack({ id: 1, name: 'One More Time' }), makeTrack({ id: 2, name: 'Aerodynamic' })],
  artists: [makeArtist({ id: 5, name: 'Daft Punk' })],
  albums: [makeAlbum({ id: 3, name: 'Discovery', artists: [{ id: 5, name: 'Daft Punk' }] })],
});

async function openTopBar(results = RESULTS) {
  const api = stubFetch({ 'GET /api/v1/search': results });
  const view = await renderWithRouter(<TopBar />);
  // The combobox replaces the plain input once its code has loaded.
  const input = await screen.findByRole('combobox', { name: 'Search' }, { timeout: 5000 });
  return { ...view, api, input };
}

afterEach(resetPlayer);

describe('top bar instant search', () => {
  it('asks once the typing pauses, for three of each type', async () => {
    const { api, input } = await openTopBar();
    await userEvent.type(input, 'daft');

    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByRole('option', { name: /One More Time/ })).toBeInTheDocument();
    const searches = api.sent('GET /api/v1/search');
    expect(searches).toHaveLength(1);
    expect(Object.fromEntries(searches[0].query)).toEqual({ query: 'daft', limit: '3' });
    for (const name of ['Tracks', 'Artists', 'Albums']) expect(within(listbox).getByRole('group', { name })).toBeInTheDocument();
    expect(within(listbox).queryByRole('group', { name: 'Playlists' })).not.toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: 'See all results for "daft"' })).toBeInTheDocument();
  });

  it('puts the top result first, and not again in its type', async () => {
    const { input } = await openTopBar({ ...RESULTS, top: RESULTS.artists[0] });
    await userEvent.type(input, 'daft');
    const listbox = await screen.findByRole('listbox');
    const top = await within(listbox).findByRole('group', { name: 'Top result' });
    expect(within(listbox).getAllByRole('group')[0]).toBe(top);
    expect(within(top).getByRole('option', { name: /^Daft Punk/ })).toBeInTheDocument();
    expect(within(listbox).queryByRole('group', { name: 'Artists' })).not.toBeInTheDocument();
    expect(within(listbox).getAllByRole('option', { name: /^Daft Punk/ })).toHaveLength(1);
  });

  it('shows the results of words typed before it loaded, once it takes over the focus', async () => {
    stubFetch({ 'GET /api/v1/search': RESULTS });
    // What TopBarSearch renders after the plain input had "daft" typed into it.
    await renderWithRouter(<InstantSearch value="daft" onChange={() => {}} onSubmit={() => {}} showResults autoFocus />);
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByRole('option', { name: /One More Time/ })).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const { input } = await openTopBar(searchResults({ query: 'zzz' }));
    await userEvent.type(input, 'zzz');
    expect(await screen.findByText('There are no items matching your query')).toBeInTheDocument();
  });

  it('opens the search page on Enter with no option highlighted', async () => {
    const { input, router } = await openTopBar();
    await userEvent.type(input, '  daft punk {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/daft punk'));
  });

  it('opens the highlighted option on Enter', async () => {
    const { input, router } = await openTopBar();
    await userEvent.type(input, 'daft');
    const artist = await screen.findByRole('option', { name: /^Daft Punk/ });
    // Two tracks, then the artist.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', artist.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/5/daft-punk'));
  });

  it('plays a track option from that track on', async () => {
    const { input } = await openTopBar();
    await userEvent.type(input, 'daft');
    await userEvent.click(await screen.findByRole('option', { name: /Aerodynamic/ }));
    const state = getPlayerState();
    expect(state.queue.map((track) => track.id)).toEqual([1, 2]);
    expect(state.index).toBe(1);
    expect(state.context).toEqual({ type: 'search', id: 'daft', name: 'daft' });
  });
});
