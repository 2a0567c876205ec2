import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChannelPayload } from '../../worker/music/music-types';
import { ChannelPage } from '../../client/catalog/channel/channel-page';
import { HomePage } from '../../client/catalog/channel/home-page';
import { makeAlbum, makeChannel, makeTrack } from './fixtures/catalog-fixtures';
import { stubFetch } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';

const albums = [makeAlbum({ id: 1, name: 'Pastel Blues' }), makeAlbum({ id: 2, name: 'Wild Is the Wind' })];
const tracks = [makeTrack({ id: 1, name: 'Sinnerman' }), makeTrack({ id: 2, name: 'Feeling Good' })];

const renderChannel = async (channel: ChannelPayload, restriction?: string) => {
  const api = stubFetch({ [`GET /api/v1/channels/${channel.slug}`]: { channel } });
  const view = await renderWithRouter(<ChannelPage slugOrId={channel.slug} restriction={restriction} />);
  await screen.findByRole('heading', { level: 1 });
  return { ...view, api };
};

describe('channel layouts', () => {
  it('grid: a card per item', async () => {
    await renderChannel(makeChannel({ slug: 'new', name: 'New releases', layout: 'grid', items: albums }));
    expect(screen.getByRole('heading', { level: 1, name: 'New releases' })).toBeInTheDocument();
    expect(screen.getAllByTestId('media-card')).toHaveLength(2);
    expect(screen.queryByTestId('channel-carousel')).not.toBeInTheDocument();
  });

  it('carousel: one scrolling row with previous and next buttons', async () => {
    await renderChannel(makeChannel({ slug: 'picks', name: 'Picks', layout: 'carousel', items: albums }));
    const row = screen.getByTestId('channel-carousel');
    expect(row).toHaveClass('overflow-x-auto', 'snap-x');
    expect(within(row).getAllByTestId('media-card')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('list: compact rows linking to each item', async () => {
    await renderChannel(makeChannel({ slug: 'short', name: 'Short list', layout: 'list', items: albums }));
    const list = screen.getByTestId('channel-list');
    expect(within(list).getByRole('link', { name: 'Pastel Blues' })).toHaveAttribute('href', '/album/1/nina-simone/pastel-blues');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('table: a tracklist for track channels', async () => {
    await renderChannel(makeChannel({ slug: 'top', name: 'Top 50', layout: 'table', content_type: 'track', items: tracks }));
    expect(screen.getByRole('table', { name: 'Tracks' })).toBeInTheDocument();
    expect(screen.getAllByTestId('track-row')).toHaveLength(2);
  });

  it('says so when a channel is empty', async () => {
    await renderChannel(makeChannel({ slug: 'empty', layout: 'carousel', items: [] }));
    expect(screen.getByText('Nothing to show yet.')).toBeInTheDocument();
  });
});

describe('channels of channels', () => {
  const nested = makeChannel({
    slug: 'genre',
    name: 'Genre',
    content_type: 'channel',
    items: [
      makeChannel({ id: 2, slug: 'genre-albums', name: 'Popular albums', layout: 'carousel', items: albums }),
      makeChannel({ id: 3, slug: 'genre-tracks', name: 'Popular tracks', layout: 'table', content_type: 'track', items: tracks }),
      makeChannel({
        id: 4,
        slug: 'genres',
        name: 'Genres',
        hide_title: true,
        content_type: 'genre',
        items: [{ model_type: 'genre', id: 1, name: 'rock', display_name: 'Rock', image: null }],
      }),
    ],
  });

  it('renders each nested channel as a section titled with a link to its page, a restriction carried over', async () => {
    const { api } = await renderChannel(nested, 'rock');
    expect(api.requests[0].query.get('restriction')).toBe('rock');
    expect(screen.getByRole('heading', { level: 1, name: 'Rock' })).toBeInTheDocument();

    const albumsSection = screen.getByRole('region', { name: 'Popular albums' });
    expect(within(albumsSection).getByRole('link', { name: 'Popular albums' })).toHaveAttribute('href', '/channel/genre-albums/rock');
    expect(within(albumsSection).getByTestId('channel-carousel')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Popular tracks' })).getAllByTestId('track-row')).toHaveLength(2);

    // A hidden title is still the section's name, but not a visible link; genre cards lead to the genre channel.
    const genres = screen.getByRole('region', { name: 'Genres' });
    expect(within(genres).queryByRole('link', { name: 'Genres' })).not.toBeInTheDocument();
    expect(within(genres).getByRole('link', { name: 'Rock' })).toHaveAttribute('href', '/channel/genre/rock');
  });

  it('the home page renders the home channel', async () => {
    stubFetch({ 'GET /api/v1/channels/home': { channel: { ...nested, name: 'Discover', is_home: true } } });
    await renderWithRouter(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Popular albums' })).toBeInTheDocument();
    expect(document.title).toBe('Melodia');
  });
});
