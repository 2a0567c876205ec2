import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArtistPage } from '../../client/catalog/artist/artist-page';
import { player, resetPlayerState } from '../../client/player/player-store';
import { makeAlbum, makeArtist, makeTrack } from './fixtures/catalog-fixtures';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';

const artist = {
  ...makeArtist({ id: 5, name: 'Nina Simone', verified: true, followers_count: 1200, plays: 34000 }),
  description: 'High Priestess of Soul.',
  links: [{ url: 'https://example.com/nina', title: 'Website' }],
  profile_images: ['/storage/images/artists/a.png', '/storage/images/artists/b.png'],
  genres: [{ id: 1, name: 'jazz', display_name: 'Jazz', image: null }],
};
const topTracks = Array.from({ length: 10 }, (_, i) => makeTrack({ id: i + 1, name: `Song ${i + 1}` }));

const stubArtist = () =>
  stubFetch({
    'GET /api/v1/artists/5': {
      artist,
      top_tracks: topTracks,
      albums: [makeAlbum({ id: 20, name: 'Pastel Blues' }), makeAlbum({ id: 21, name: 'Wild Is the Wind' })],
      similar: [makeArtist({ id: 6, name: 'Billie Holiday' })],
    },
  });

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => resetPlayerState());

describe('ArtistPage', () => {
  it('renders the header and every section from one request', async () => {
    const api = stubArtist();
    await renderWithRouter(<ArtistPage artistId={5} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Nina Simone' })).toBeInTheDocument();
    expect(screen.getByText('Verified artist')).toBeInTheDocument();
    expect(screen.getByText('1,200 followers')).toBeInTheDocument();
    expect(screen.getByText('34,000 plays')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Radio' })).toHaveAttribute('href', '/radio/artist/5/nina-simone');

    expect(within(section('Albums')).getAllByTestId('media-card').map((card) => card.textContent)).toEqual([
      expect.stringContaining('Pastel Blues'),
      expect.stringContaining('Wild Is the Wind'),
    ]);
    expect(within(section('Similar artists')).getByRole('link', { name: 'Billie Holiday' })).toHaveAttribute('href', '/artist/6/billie-holiday');

    const about = section('About');
    expect(within(about).getByText('High Priestess of Soul.')).toBeInTheDocument();
    expect(within(within(about).getByRole('list', { name: 'Photos' })).getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      '/storage/images/artists/a.png',
      '/storage/images/artists/b.png',
    ]);
    expect(within(about).getByRole('link', { name: /Website/ })).toHaveAttribute('href', 'https://example.com/nina');
    expect(within(about).getByRole('link', { name: 'Jazz' })).toHaveAttribute('href', '/channel/genre/jazz');
    expect(document.title).toBe('Nina Simone - Melodia');
    expect(api.unexpected).toEqual([]);
  });

  it('shows five popular tracks, ten after "Show more"', async () => {
    stubArtist();
    await renderWithRouter(<ArtistPage artistId={5} />);
    const popular = await screen.findByRole('region', { name: 'Popular' });
    expect(within(popular).getAllByTestId('track-row')).toHaveLength(5);

    await userEvent.click(within(popular).getByRole('button', { name: 'Show more' }));
    expect(within(popular).getAllByTestId('track-row')).toHaveLength(10);
    expect(within(popular).getByRole('button', { name: 'Show less' })).toBeInTheDocument();
  });

  it('plays the popular tracks from the header', async () => {
    stubArtist();
    const playTracks = vi.spyOn(player, 'playTracks');
    await renderWithRouter(<ArtistPage artistId={5} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Play Nina Simone' }));
    expect(playTracks).toHaveBeenCalledWith(topTracks, 0, { type: 'artist', id: 5, name: 'Nina Simone' });
  });

  it('reads a missing artist as not found, other failures with a retry', async () => {
    stubFetch({ 'GET /api/v1/artists/5': fail(404) });
    const { unmount } = await renderWithRouter(<ArtistPage artistId={5} />);
    expect(await screen.findByText('This page could not be found.')).toBeInTheDocument();
    unmount();

    let calls = 0;
    stubFetch({
      'GET /api/v1/artists/5': () => (++calls === 1 ? fail(500) : { artist, top_tracks: [], albums: [], similar: [] }),
    });
    await renderWithRouter(<ArtistPage artistId={5} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nina Simone' })).toBeInTheDocument();
  });
});
