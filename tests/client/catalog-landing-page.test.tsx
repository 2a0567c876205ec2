import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { LandingPage } from '../../client/catalog/landing/landing-page';
import type { LandingSettings } from '../../client/catalog/landing/landing-settings';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { makeAlbum, makeChannel } from './fixtures/catalog-fixtures';
import { stubFetch } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';

const home = makeChannel({
  content_type: 'channel',
  items: [makeChannel({ id: 2, items: [makeAlbum({ id: 1, name: 'Pastel Blues' }), makeAlbum({ id: 2, name: 'Wild Is the Wind' })] })],
});

const LANDING: LandingSettings = {
  headline: 'Music for every moment',
  text: 'Listen to music you love, discover new artists.',
  background_image: '',
  background_color: '',
  action_buttons: [
    { label: 'Get started', action: '/register', variant: 'primary' },
    { label: 'Log in', action: '/login', variant: 'outline' },
    { label: 'Our blog', action: 'https://blog.example.com', variant: 'outline' },
  ],
  primary_features: [
    { title: 'Millions of songs', text: 'Play any track, album or artist.', image: '/images/songs.webp' },
    { title: 'Your library', text: 'Like songs and build playlists.', image: '' },
  ],
  secondary_features: [
    { title: 'Listen anywhere', text: 'On phones and desktops.', image: '/images/anywhere.webp' },
    { title: 'For artists', text: 'Upload your music.', image: '/images/artists.webp' },
  ],
};

function setLanding(landing: Partial<LandingSettings>, overrides: Parameters<typeof makeBootstrap>[0] = {}) {
  const base = makeBootstrap();
  setBootstrap(makeBootstrap({ settings: { ...base.settings, landing: { ...LANDING, ...landing } }, ...overrides }));
}

async function renderLanding() {
  stubFetch({ 'GET /api/v1/channels/home': { channel: home }, 'GET /api/v1/me/library/ids': {} });
  await renderWithRouter(<LandingPage />);
  return screen.getByRole('region', { name: LANDING.headline });
}

const linkNames = (hero: HTMLElement) => within(hero).queryAllByRole('link').map((link) => link.textContent);

describe('LandingPage', () => {
  it('renders the hero from the landing settings, with albums from the home channel', async () => {
    setLanding({});
    const hero = await renderLanding();
    expect(within(hero).getByRole('heading', { level: 1, name: 'Music for every moment' })).toBeInTheDocument();
    expect(within(hero).getByText('Listen to music you love, discover new artists.')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    expect(within(hero).getByRole('link', { name: 'Get started' })).toHaveClass('bg-primary');
    expect(within(hero).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(hero).getByRole('link', { name: 'Log in' })).toHaveClass('border');
    expect(within(hero).getByRole('link', { name: 'Our blog' })).toHaveAttribute('href', 'https://blog.example.com');
    // The site's name is the landing page's no longer: the configured headline replaced the hard-coded hero.
    expect(screen.queryByText('Melodia')).not.toBeInTheDocument();
    const albums = await screen.findByRole('region', { name: 'Popular albums' });
    expect(await within(albums).findAllByTestId('media-card')).toHaveLength(2);
  });

  it('puts the background image behind the hero, its text readable on a dark scrim', async () => {
    setLanding({ background_image: '/images/landing.webp' });
    const hero = await renderLanding();
    const image = hero.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/images/landing.webp');
    expect(image).toHaveAttribute('alt', '');
    expect(hero.style.getPropertyValue('--be-foreground-base')).toBe('255 255 255');
  });

  it.each([
    ['#1a237e', '255 255 255'],
    ['#ffeb3b', '17 17 17'],
  ])('paints the background colour %s with text that reads on it', async (color, foreground) => {
    setLanding({ background_color: color });
    const hero = await renderLanding();
    expect(hero.style.backgroundColor).not.toBe('');
    expect(hero.style.getPropertyValue('--be-foreground-base')).toBe(foreground);
    expect(hero.querySelector('img')).toBeNull();
  });

  it('keeps the theme’s colours without a background', async () => {
    setLanding({});
    const hero = await renderLanding();
    expect(hero.getAttribute('style')).toBeNull();
  });

  it('shows the primary features as cards, an image only where one is set', async () => {
    setLanding({});
    await renderLanding();
    const cards = screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('heading', { level: 2 }));
    const songs = cards.find((card) => within(card).queryByRole('heading', { name: 'Millions of songs' }))!;
    expect(within(songs).getByRole('img', { name: 'Millions of songs' })).toHaveAttribute('src', '/images/songs.webp');
    expect(within(songs).getByText('Play any track, album or artist.')).toBeInTheDocument();
    const library = cards.find((card) => within(card).queryByRole('heading', { name: 'Your library' }))!;
    expect(within(library).queryByRole('img')).not.toBeInTheDocument();
    expect(within(library).getByText('Like songs and build playlists.')).toBeInTheDocument();
  });

  it('lays the secondary features out in rows, the image changing sides', async () => {
    setLanding({ primary_features: [] });
    await renderLanding();
    const rows = screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('heading', { level: 2 }));
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(['Listen anywhere', 'For artists']);
    expect(within(rows[0]).getByRole('img', { name: 'Listen anywhere' })).toHaveAttribute('src', '/images/anywhere.webp');
    expect(rows[0]).toHaveClass('md:flex-row');
    expect(rows[1]).toHaveClass('md:flex-row-reverse');
  });

  it('shows no features when there are none', async () => {
    setLanding({ primary_features: [], secondary_features: [] });
    await renderLanding();
    expect(screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Popular albums']);
  });

  it('falls back to the site’s name and description without landing settings', async () => {
    stubFetch({ 'GET /api/v1/channels/home': { channel: home } });
    await renderWithRouter(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Melodia' })).toBeInTheDocument();
    expect(screen.getByText('Listen to music you love.')).toBeInTheDocument();
  });
});

describe('LandingPage buttons', () => {
  it('hides a button to /register while registration is disabled', async () => {
    setLanding(
      { action_buttons: [...LANDING.action_buttons, { label: 'Join with a code', action: '/register?code=abc', variant: 'primary' }] },
      { registration: { disable: true, policies: [] } },
    );
    const hero = await renderLanding();
    expect(linkNames(hero)).toEqual(['Log in', 'Our blog']);
  });

  it('opens the app for a signed-in user instead of logging in or registering', async () => {
    setLanding(
      { action_buttons: [LANDING.action_buttons[2], LANDING.action_buttons[0], LANDING.action_buttons[1]] },
      { user: makeUser() },
    );
    const hero = await renderLanding();
    expect(linkNames(hero)).toEqual(['Our blog', 'Open the app']);
    expect(within(hero).getByRole('link', { name: 'Open the app' })).toHaveAttribute('href', '/');
  });

  it('keeps the other buttons of a signed-in user as they are', async () => {
    setLanding({ action_buttons: [{ label: 'Browse', action: '/search', variant: 'primary' }] }, { user: makeUser() });
    const hero = await renderLanding();
    expect(linkNames(hero)).toEqual(['Browse']);
  });
});
