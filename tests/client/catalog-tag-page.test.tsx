import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TagAlbums } from '../../client/catalog/tag/tag-albums';
import { TagLayout } from '../../client/catalog/tag/tag-layout';
import { TagOverview } from '../../client/catalog/tag/tag-overview';
import { TagTracks } from '../../client/catalog/tag/tag-tracks';
import { makeAlbum, makeTrack, page } from './fixtures/catalog-fixtures';
import { stubFetch, type StubRequest } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';

const tag = { id: 2, name: 'soul', display_name: 'Soul' };

describe('tag pages', () => {
  it('shows the tag with tab links and the overview of tracks and albums', async () => {
    stubFetch({ 'GET /api/v1/tags/soul': { tag, tracks: [makeTrack({ id: 1 })], albums: [makeAlbum({ id: 3, name: 'Pastel Blues' })] } });
    await renderWithRouter(
      <TagLayout name="soul">
        <TagOverview name="soul" />
      </TagLayout>,
      { path: '/tag/soul' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Soul' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Tag sections' });
    expect(within(tabs).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All', '/tag/soul'],
      ['Tracks', '/tag/soul/tracks'],
      ['Albums', '/tag/soul/albums'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findAllByTestId('track-row')).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Albums' })).getByRole('link', { name: 'Pastel Blues' })).toBeInTheDocument();
    expect(document.title).toBe('Soul - Melodia');
  });

  it('pages through the tagged tracks with "Load more"', async () => {
    const api = stubFetch({
      'GET /api/v1/tags/soul/tracks': ({ query }: StubRequest) =>
        query.get('page') === '2'
          ? page([makeTrack({ id: 3 })], { current: 2, last: 2 })
          : page([makeTrack({ id: 1 }), makeTrack({ id: 2 })], { last: 2 }),
    });
    await renderWithRouter(<TagTracks name="soul" />);
    expect(await screen.findAllByTestId('track-row')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('track-row')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.sent('GET /api/v1/tags/soul/tracks').map((request) => request.query.get('page'))).toEqual(['1', '2']);
  });

  it('lists tagged albums, or says there are none', async () => {
    stubFetch({ 'GET /api/v1/tags/soul/albums': page([]) });
    await renderWithRouter(<TagAlbums name="soul" />);
    expect(await screen.findByText('No albums are tagged with this yet.')).toBeInTheDocument();
  });
});
