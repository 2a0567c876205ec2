import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { ArtistManageLinks } from '../../client/catalog/artist/artist-manage-links';
import { AccountMenu } from '../../client/layout/account-menu';
import { MobileNav } from '../../client/layout/mobile-nav';
import { Sidebar } from '../../client/layout/sidebar';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { stubFetch } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';

// Issue 26: backstage is offered in the open to whoever its routes let in.

const grant = (...names: string[]) => names.map((name) => ({ name, restrictions: [] }));
const listener = () => makeUser({ permissions: grant('music.view', 'backstageRequests.create') });
const artist = () => makeUser({ permissions: grant('music.view', 'music.create', 'backstageRequests.create') });
const artistWhoMayNotAsk = () => makeUser({ permissions: grant('music.view', 'music.create') });
const bare = () => makeUser({ permissions: grant('music.view') });
const admin = () => makeUser({ permissions: grant('admin') });

const signIn = (user: ReturnType<typeof makeUser>) => setBootstrap(makeBootstrap({ user }));

async function menuItems(user: ReturnType<typeof makeUser>) {
  signIn(user);
  stubFetch({ 'GET /api/v1/me/workspaces': { workspaces: [] } });
  const rendered = await renderWithRouter(<AccountMenu user={user} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }, { timeout: 5000 }));
  const menu = await screen.findByRole('menu');
  return { ...rendered, menu, labels: within(menu).getAllByRole('menuitem').map((item) => item.textContent) };
}

describe('the account menu', () => {
  it('leads an artist to backstage, upload and requests', async () => {
    const { labels } = await menuItems(artist());
    expect(labels).toEqual(['Account settings', 'Notifications', 'Backstage', 'Upload', 'Backstage requests', 'Dark mode', 'Log out']);
  });

  it.each([
    ['Backstage', '/backstage'],
    ['Upload', '/backstage/upload'],
    ['Backstage requests', '/backstage/requests'],
  ])('%s goes to %s', async (label, path) => {
    const { router } = await menuItems(artist());
    await userEvent.click(screen.getByRole('menuitem', { name: label }));
    expect(router.state.location.pathname).toBe(path);
  });

  it('offers no requests to a publisher without backstageRequests.create', async () => {
    const { labels } = await menuItems(artistWhoMayNotAsk());
    expect(labels).toContain('Backstage');
    expect(labels).not.toContain('Backstage requests');
    expect(labels).not.toContain('Become artist');
  });

  it('offers a listener only "Become artist"', async () => {
    const { labels } = await menuItems(listener());
    expect(labels).toContain('Become artist');
    expect(labels).not.toContain('Backstage');
    expect(labels).not.toContain('Upload');
  });

  it('offers nothing of backstage without either permission', async () => {
    const { labels } = await menuItems(bare());
    expect(labels).toEqual(['Account settings', 'Notifications', 'Dark mode', 'Log out']);
  });
});

describe('the sidebar', () => {
  it('has a Backstage section for an artist', async () => {
    signIn(artist());
    await renderWithRouter(<Sidebar />);
    const section = screen.getByRole('navigation', { name: 'Backstage' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Backstage', '/backstage'],
      ['Upload', '/backstage/upload'],
      ['Backstage requests', '/backstage/requests'],
    ]);
  });

  it.each([
    ['a listener', listener],
    ['a guest', null],
  ])('has none for %s', async (_who, user) => {
    setBootstrap(makeBootstrap({ user: user ? user() : null }));
    await renderWithRouter(<Sidebar />);
    expect(screen.queryByRole('navigation', { name: 'Backstage' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upload' })).toBeNull();
  });
});

describe('the mobile navigation', () => {
  it('ends with Backstage for an artist', async () => {
    signIn(artist());
    await renderWithRouter(<MobileNav />);
    const nav = screen.getByRole('navigation', { name: 'Mobile navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.at(-1)).toHaveTextContent('Backstage');
    expect(links.at(-1)).toHaveAttribute('href', '/backstage');
  });

  it('has no Backstage for a listener', async () => {
    signIn(listener());
    await renderWithRouter(<MobileNav />);
    expect(within(screen.getByRole('navigation', { name: 'Mobile navigation' })).queryByRole('link', { name: 'Backstage' })).toBeNull();
  });
});

describe("an artist page's Edit and Insights", () => {
  const page = { id: 5, name: 'Velvet Harbor' };
  const managed = (ids: number[]) =>
    stubFetch({ 'GET /api/v1/backstage/artists': { artists: ids.map((id) => ({ id, name: `Artist ${id}`, image: null, verified: false })) } });

  it('shows both to an artist who manages it', async () => {
    signIn(artist());
    managed([5]);
    await renderWithRouter(<ArtistManageLinks artist={page} />);
    expect(await screen.findByRole('link', { name: 'Edit Velvet Harbor' })).toHaveAttribute('href', '/backstage/artists/5/edit');
    expect(screen.getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/backstage/artists/5/insights');
  });

  it('shows neither to an artist who does not manage it', async () => {
    signIn(artist());
    const { requests } = managed([9]);
    await renderWithRouter(<ArtistManageLinks artist={page} />);
    await vi.waitFor(() => expect(requests.length).toBe(1));
    expect(screen.queryByRole('link', { name: 'Edit Velvet Harbor' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Insights' })).toBeNull();
  });

  it('shows both to an admin, without asking', async () => {
    signIn(admin());
    const { requests } = managed([]);
    await renderWithRouter(<ArtistManageLinks artist={page} />);
    expect(screen.getByRole('link', { name: 'Edit Velvet Harbor' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows neither to a listener, without asking', async () => {
    signIn(listener());
    const { requests } = managed([5]);
    await renderWithRouter(<ArtistManageLinks artist={page} />);
    expect(screen.queryByRole('link', { name: 'Edit Velvet Harbor' })).toBeNull();
    expect(requests).toEqual([]);
  });
});
