import { renderHook, screen, within } from '@testing-library/react';
import { useToasts } from '../../client/ui/toast/toast-store';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlbumPage } from '../../client/catalog/album/album-page';
import { formatLength } from '../../client/catalog/format-length';
import { player, resetPlayerState } from '../../client/player/player-store';
import { makeAlbum, makeTrack } from './fixtures/catalog-fixtures';
import { page } from './fixtures/catalog-fixtures';
import { stubFetch } from './fixtures/fetch-stub';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { makePlaylist } from './fixtures/music-fixtures';
import { renderWithRouter } from './fixtures/render-with-router';

const album = {
  ...makeAlbum({ id: 3, name: 'Pastel Blues', type: 'album', release_date: '1965-10-01', tracks_count: 2, duration: 3_900_000 }),
  description: 'Her ninth album.',
  genres: [{ id: 1, name: 'jazz', display_name: 'Jazz', image: null }],
  tags: [{ id: 2, name: 'soul', display_name: 'Soul' }],
};
// Numbers as on the record, not list positions: the album page shows 3 and 7.
const tracks = [makeTrack({ id: 11, name: 'Be My Husband', number: 3 }), makeTrack({ id: 12, name: 'Sinnerman', number: 7 })];

const stubAlbum = () =>
  stubFetch({
    'GET /api/v1/albums/3': { album, tracks },
    'GET /api/v1/comments': page([]),
  });

afterEach(() => resetPlayerState());

describe('formatLength', () => {
  it('reads hours and minutes, minutes, or seconds', () => {
    expect(formatLength(3_900_000)).toBe('1 hr 5 min');
    expect(formatLength(3_600_000)).toBe('1 hr');
    expect(formatLength(1_920_000)).toBe('32 min');
    expect(formatLength(45_000)).toBe('45 sec');
  });
});

describe('AlbumPage', () => {
  it('shows the header with type, artists, year, track count and total length', async () => {
    stubAlbum();
    await renderWithRouter(<AlbumPage albumId={3} />);
    const header = (await screen.findByRole('heading', { level: 1, name: 'Pastel Blues' })).closest('header')!;
    expect(within(header).getByText('Album')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Nina Simone' })).toHaveAttribute('href', '/artist/5/nina-simone');
    expect(within(header).getByText('1965')).toBeInTheDocument();
    expect(within(header).getByText('2 tracks')).toBeInTheDocument();
    expect(within(header).getByText('1 hr 5 min')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Save to your library' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Repost' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'More options for Pastel Blues' })).toBeInTheDocument();
  });

  it('numbers the tracklist by album track number, with durations', async () => {
    stubAlbum();
    await renderWithRouter(<AlbumPage albumId={3} />);
    const rows = await screen.findAllByTestId('track-row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([expect.stringMatching(/^3/), expect.stringMatching(/^7/)]);
    expect(within(rows[0]).getByText('3:00')).toBeInTheDocument();
  });

  it('shows the full release date, genre and tag links, and plays the album', async () => {
    stubAlbum();
    const playTracks = vi.spyOn(player, 'playTracks');
    await renderWithRouter(<AlbumPage albumId={3} />);
    expect(await screen.findByText('October 1, 1965')).toBeInTheDocument();
    expect(screen.getByText('Her ninth album.')).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Genres and tags' });
    expect(within(chips).getByRole('link', { name: 'Jazz' })).toHaveAttribute('href', '/channel/genre/jazz');
    expect(within(chips).getByRole('link', { name: 'Soul' })).toHaveAttribute('href', '/tag/soul');
    expect(screen.getByRole('region', { name: 'Comments' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Play Pastel Blues' }));
    expect(playTracks).toHaveBeenCalledWith(tracks, 0, { type: 'album', id: 3, name: 'Pastel Blues' });
  });
});

describe('AlbumMenu', () => {
  it("adds all of the album's tracks to one of the user's playlists", async () => {
    const user = makeUser();
    setBootstrap(makeBootstrap({ user }));
    const mine = makePlaylist({ id: 8, name: 'Evening', owner: { id: user.id, name: user.name, image: null } });
    const api = stubFetch({
      'GET /api/v1/albums/3': { album, tracks },
      'GET /api/v1/comments': page([]),
      'GET /api/v1/me/library/playlists': page([mine]),
      'POST /api/v1/playlists/8/tracks': { playlist: mine },
    });
    await renderWithRouter(<AlbumPage albumId={3} />);
    await userEvent.click(await screen.findByRole('button', { name: 'More options for Pastel Blues' }));
    await userEvent.click(screen.getByRole('menuitem', { name: /Add to playlist/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Evening' }));
    await vi.waitFor(() => expect(api.requests.find((r) => r.method === 'POST')).toMatchObject({ path: '/api/v1/playlists/8/tracks', body: { ids: [11, 12] } }));
    const toasts = renderHook(() => useToasts());
    await vi.waitFor(() => expect(toasts.result.current.map((t) => t.message)).toContain('Added to Evening'));
  });
});
