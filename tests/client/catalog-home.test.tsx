import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MixSummary, PersonalHome } from '../../worker/home/home-types';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { HomePage } from '../../client/catalog/channel/home-page';
import { MixPage } from '../../client/catalog/home/mix-page';
import { getPlayerState, player, resetPlayerState } from '../../client/player/player-store';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { makeAlbum, makeArtist, makeChannel, makeTrack } from './fixtures/catalog-fixtures';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { makePlaylist } from './fixtures/music-fixtures';
import { renderWithRouter } from './fixtures/render-with-router';

const channel = makeChannel({
  slug: 'discover',
  name: 'Discover',
  is_home: true,
  hide_title: true,
  content_type: 'channel',
  items: [makeChannel({ id: 2, slug: 'new-releases', name: 'New releases', layout: 'carousel', content_type: 'album', items: [makeAlbum({ id: 1, name: 'Pastel Blues' })] })],
});

const mix: MixSummary = { model_type: 'mix', id: 'artist-3', seed_type: 'artist', seed_id: 3, name: 'Nina Simone', image: '/n.svg', artists: ['Nina Simone', 'Etta James'], tracks_count: 2 };
const COVERS = ['/1.svg', '/2.svg', '/3.svg', '/4.svg'];
const home: PersonalHome = {
  recently_played: [makeTrack({ id: 1, name: 'Sinnerman' }), makeTrack({ id: 2, name: 'Feeling Good' })],
  jump_back_in: [makeAlbum({ id: 4, name: 'Wild Is the Wind' }), makePlaylist({ id: 5, name: 'Road trip', covers: COVERS }), makeArtist({ id: 3, name: 'Nina Simone' })],
  new_releases: [makeAlbum({ id: 6, name: 'Little Girl Blue' })],
  mixes: [mix],
};
const empty: PersonalHome = { recently_played: [], jump_back_in: [], new_releases: [], mixes: [] };

const signIn = () => setBootstrap(makeBootstrap({ user: makeUser({ id: 7 }) }));
const shelf = (name: string) => screen.getByRole('region', { name });

afterEach(() => resetPlayerState());

describe('the home page', () => {
  it('is the home channel alone for a guest, who asks for no shelves', async () => {
    const api = stubFetch({ 'GET /api/v1/channels/home': { channel } });
    await renderWithRouter(<HomePage />);
    expect(await screen.findByRole('region', { name: 'New releases' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recently played' })).not.toBeInTheDocument();
    expect(api.sent('GET /api/v1/me/home')).toHaveLength(0);
  });

  it("shows a listener's own shelves above the channel: recently played, jump back in, mixes and new releases", async () => {
    signIn();
    stubFetch({ 'GET /api/v1/channels/home': { channel }, 'GET /api/v1/me/home': home });
    await renderWithRouter(<HomePage />);
    const recent = await screen.findByRole('region', { name: 'Recently played' });
    expect(within(recent).getAllByTestId('media-card').map((card) => within(card).getByRole('link').textContent)).toEqual(['Sinnerman', 'Feeling Good']);
    const jump = shelf('Jump back in');
    expect(within(jump).getAllByRole('link').map((link) => link.textContent)).toEqual(['Wild Is the Wind', 'Road trip', 'Nina Simone']);
    // A playlist without an image shows its mosaic here as on its page.
    expect(within(jump).getByTestId('playlist-mosaic')).toBeInTheDocument();
    const mixes = shelf('Your mixes');
    expect(within(mixes).getByRole('link', { name: 'Nina Simone Mix' })).toHaveAttribute('href', '/mix/artist-3');
    expect(within(mixes).getByText('Nina Simone, Etta James and more')).toBeInTheDocument();
    expect(within(shelf('New from artists you follow')).getByRole('link', { name: 'Little Girl Blue' })).toBeInTheDocument();
    // The shelves come first, the channel after them.
    const regions = screen.getAllByRole('region').map((region) => region.querySelector('h2')?.textContent);
    expect(regions).toEqual(['Recently played', 'Jump back in', 'Your mixes', 'New from artists you follow', 'New releases']);
  });

  it('plays a mix from its card, with the mix as the queue context', async () => {
    signIn();
    const tracks = [makeTrack({ id: 8, name: 'I Put a Spell on You' }), makeTrack({ id: 9, name: 'At Last' })];
    const api = stubFetch({ 'GET /api/v1/channels/home': { channel }, 'GET /api/v1/me/home': home, 'GET /api/v1/me/mixes/artist-3': { mix, tracks } });
    const playTracks = vi.spyOn(player, 'playTracks');
    await renderWithRouter(<HomePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Play Nina Simone Mix' }));
    await vi.waitFor(() => expect(playTracks).toHaveBeenCalledWith(tracks, 0, { type: 'mix', id: 'artist-3', name: 'Nina Simone Mix' }));
    expect(api.sent('GET /api/v1/me/mixes/artist-3')).toHaveLength(1);
  });

  it('invites a new listener to make it theirs, with no empty shelves', async () => {
    signIn();
    stubFetch({ 'GET /api/v1/channels/home': { channel }, 'GET /api/v1/me/home': empty });
    await renderWithRouter(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Make this home yours' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find music' })).toHaveAttribute('href', '/search');
    expect(screen.queryByRole('region', { name: 'Recently played' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'New releases' })).toBeInTheDocument();
  });

  it('shows skeletons while the shelves load, and an error with a retry if they fail', async () => {
    signIn();
    let answer: (value: unknown) => void = () => {};
    let calls = 0;
    stubFetch({
      'GET /api/v1/channels/home': { channel },
      'GET /api/v1/me/home': () => (++calls === 1 ? new Promise((resolve) => (answer = resolve)) : home),
    });
    await renderWithRouter(<HomePage />);
    expect(await screen.findByLabelText('Loading your shelves')).toBeInTheDocument();
    expect(screen.getAllByTestId('shelf-skeleton')).toHaveLength(2);
    answer(fail(500, { message: 'boom' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Recently played' })).toBeInTheDocument();
    expect(screen.queryByTestId('shelf-skeleton')).not.toBeInTheDocument();
  });
});

describe('the mix page', () => {
  it('titles the mix, lists its tracks and plays them with the mix as context', async () => {
    const tracks = [makeTrack({ id: 8, name: 'I Put a Spell on You' }), makeTrack({ id: 9, name: 'At Last' })];
    stubFetch({ 'GET /api/v1/me/mixes/artist-3': { mix, tracks } });
    await renderWithRouter(<MixPage userId={7} mixId="artist-3" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nina Simone Mix' })).toBeInTheDocument();
    expect(screen.getByText('Made for you')).toBeInTheDocument();
    expect(screen.getAllByTestId('track-row')).toHaveLength(2);
    expect(document.title).toBe('Nina Simone Mix - Melodia');
    await userEvent.click(screen.getByRole('button', { name: 'Play Nina Simone Mix' }));
    expect(getPlayerState().queue.map((track) => track.id)).toEqual([8, 9]);
    expect(getPlayerState().context).toEqual({ type: 'mix', id: 'artist-3', name: 'Nina Simone Mix' });
  });

  it('is not found for a seed that does not exist', async () => {
    stubFetch({ 'GET /api/v1/me/mixes/genre-9': fail(404) });
    await renderWithRouter(<MixPage userId={7} mixId="genre-9" />);
    expect(await screen.findByText('This page could not be found.')).toBeInTheDocument();
  });
});
