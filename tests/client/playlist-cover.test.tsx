import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaCard } from '../../client/music/media-card';
import { PlaylistCover } from '../../client/music/playlist-cover';
import { PlaylistHeader } from '../../client/playlists/playlist-header';
import { makePlaylist } from './fixtures/music-fixtures';
import { renderWithRouter } from './fixtures/render-with-router';

const COVERS = ['/storage/images/albums/1.svg', '/storage/images/albums/2.svg', '/storage/images/albums/3.svg', '/storage/images/albums/4.svg'];
const sources = (container: HTMLElement) => Array.from(container.querySelectorAll('img')).map((img) => img.getAttribute('src'));

describe('PlaylistCover', () => {
  it('shows the playlist image when it has one, whatever its tracks', () => {
    const { container } = render(<PlaylistCover playlist={{ image: '/storage/playlists/5.jpg', covers: [] }} />);
    expect(sources(container)).toEqual(['/storage/playlists/5.jpg']);
  });

  it('without an image: a mosaic of the first four covers, in order', () => {
    render(<PlaylistCover playlist={{ image: null, covers: COVERS }} />);
    expect(sources(screen.getByTestId('playlist-mosaic'))).toEqual(COVERS);
  });

  it('with fewer than four covers: the first one; with none: the placeholder', () => {
    const few = render(<PlaylistCover playlist={{ image: null, covers: COVERS.slice(0, 3) }} />);
    expect(sources(few.container)).toEqual([COVERS[0]]);
    expect(screen.queryByTestId('playlist-mosaic')).not.toBeInTheDocument();
    few.unmount();
    const none = render(<PlaylistCover playlist={{ image: null, covers: [] }} />);
    expect(sources(none.container)).toEqual([]);
  });

  it('is the same on the library card and on the playlist page', async () => {
    const playlist = makePlaylist({ covers: COVERS, tracks_count: 4 });
    await renderWithRouter(
      <>
        <div data-testid="card">
          <MediaCard item={playlist} />
        </div>
        <div data-testid="page">
          <PlaylistHeader playlist={playlist} />
        </div>
      </>,
    );
    const card = within(screen.getByTestId('card')).getByTestId('playlist-mosaic');
    const page = within(screen.getByTestId('page')).getByTestId('playlist-mosaic');
    expect(sources(card)).toEqual(COVERS);
    expect(sources(page)).toEqual(sources(card));
  });
});
