import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { LandingPage } from '../../client/catalog/landing/landing-page';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { makeAlbum, makeChannel } from './fixtures/catalog-fixtures';
import { stubFetch } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';

const home = makeChannel({
  content_type: 'channel',
  items: [makeChannel({ id: 2, items: [makeAlbum({ id: 1, name: 'Pastel Blues' }), makeAlbum({ id: 2, name: 'Wild Is the Wind' })] })],
});

describe('LandingPage', () => {
  it('presents the site with a way in for guests and albums from the home channel', async () => {
    stubFetch({ 'GET /api/v1/channels/home': { channel: home } });
    await renderWithRouter(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Melodia' })).toBeInTheDocument();
    expect(screen.getByText('Listen to music you love.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    const albums = await screen.findByRole('region', { name: 'Popular albums' });
    expect(await within(albums).findAllByTestId('media-card')).toHaveLength(2);
  });

  it('opens the app for signed-in users', async () => {
    setBootstrap(makeBootstrap({ user: makeUser() }));
    stubFetch({ 'GET /api/v1/channels/home': { channel: home }, 'GET /api/v1/me/library/ids': {} });
    await renderWithRouter(<LandingPage />);
    expect(screen.getByRole('link', { name: 'Open the app' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });
});
