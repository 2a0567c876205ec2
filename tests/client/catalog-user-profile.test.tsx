import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { UserProfileLayout } from '../../client/catalog/user-profile/user-profile-layout';
import { UserProfileTab } from '../../client/catalog/user-profile/user-profile-tab';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { makeAlbum, makeTrack, page } from './fixtures/catalog-fixtures';
import { stubFetch } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';

const grace = { model_type: 'user', id: 9, name: 'Grace Hopper', image: null, followers_count: 12, following_count: 3, created_at: '2024-01-01T00:00:00Z' };
const libraryIds = { tracks: [], albums: [], artists: [], playlists: [], users: [], reposts: { track: [], album: [] } };

const renderProfile = (tab: Parameters<typeof UserProfileTab>[0]['tab'], path = '/user/9/grace-hopper') =>
  renderWithRouter(
    <UserProfileLayout userId={9}>
      <UserProfileTab userId={9} tab={tab} />
    </UserProfileLayout>,
    { path },
  );

describe('user profile', () => {
  it('shows the header, follower counts linking to their tabs, and every tab', async () => {
    setBootstrap(makeBootstrap({ user: makeUser() }));
    stubFetch({
      'GET /api/v1/user-profile/9': { user: grace },
      'GET /api/v1/user-profile/9/playlists': page([]),
      'GET /api/v1/me/library/ids': libraryIds,
    });
    await renderProfile('playlists');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '12 followers' })).toHaveAttribute('href', '/user/9/grace-hopper/followers');
    expect(screen.getByRole('link', { name: '3 following' })).toHaveAttribute('href', '/user/9/grace-hopper/following');
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();

    const tabs = within(screen.getByRole('navigation', { name: 'Profile sections' })).getAllByRole('link');
    expect(tabs.map((link) => link.getAttribute('href'))).toEqual([
      '/user/9/grace-hopper',
      '/user/9/grace-hopper/tracks',
      '/user/9/grace-hopper/albums',
      '/user/9/grace-hopper/artists',
      '/user/9/grace-hopper/reposts',
      '/user/9/grace-hopper/followers',
      '/user/9/grace-hopper/following',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Nothing to show yet.')).toBeInTheDocument();
  });

  it('has no Follow button on one’s own profile', async () => {
    setBootstrap(makeBootstrap({ user: makeUser({ id: 9, name: 'Grace Hopper' }) }));
    stubFetch({ 'GET /api/v1/user-profile/9': { user: grace }, 'GET /api/v1/user-profile/9/playlists': page([]), 'GET /api/v1/me/library/ids': libraryIds });
    await renderProfile('playlists');
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });

  it('lists liked tracks as a tracklist and reposts as cards', async () => {
    stubFetch({
      'GET /api/v1/user-profile/9': { user: grace },
      'GET /api/v1/user-profile/9/tracks': page([makeTrack({ id: 1 }), makeTrack({ id: 2 })]),
      'GET /api/v1/user-profile/9/reposts': page([makeTrack({ id: 1, name: 'Sinnerman' }), makeAlbum({ id: 3, name: 'Pastel Blues' })]),
    });
    const { unmount } = await renderProfile('tracks', '/user/9/grace-hopper/tracks');
    expect(await screen.findAllByTestId('track-row')).toHaveLength(2);
    unmount();

    await renderProfile('reposts', '/user/9/grace-hopper/reposts');
    const reposts = await screen.findByRole('region', { name: 'Reposts' });
    expect(await within(reposts).findAllByTestId('media-card')).toHaveLength(2);
  });
});
