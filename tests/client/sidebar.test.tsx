import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { MobileNav } from '../../client/layout/mobile-nav';
import { Sidebar } from '../../client/layout/sidebar';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { renderWithRouter } from './fixtures/render-with-router';

describe('Sidebar', () => {
  it('links the logo home', async () => {
    await renderWithRouter(<Sidebar />);
    const home = screen.getByRole('link', { name: 'Melodia home' });
    expect(home).toHaveAttribute('href', '/');
    expect(within(home).getByRole('img', { name: 'Melodia' })).toBeInTheDocument();
  });

  it('renders both sidebar menus under headings named after them', async () => {
    await renderWithRouter(<Sidebar />);
    const primary = screen.getByRole('navigation', { name: 'Primary' });
    expect(within(primary).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Search']);
    const secondary = screen.getByRole('navigation', { name: 'Your music' });
    expect(within(secondary).getByRole('heading', { name: 'Your music' })).toBeVisible();
  });

  it('shows only the items this visitor may see', async () => {
    setBootstrap(makeBootstrap({ user: makeUser() }));
    await renderWithRouter(<Sidebar />);
    const secondary = screen.getByRole('navigation', { name: 'Your music' });
    expect(within(secondary).getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/user/7');
    expect(within(secondary).queryByRole('link', { name: 'Admin area' })).not.toBeInTheDocument();
    expect(within(secondary).queryByRole('link', { name: 'No action' })).not.toBeInTheDocument();
  });

  it('marks the current page, matching / exactly', async () => {
    await renderWithRouter(<Sidebar />, { path: '/search/abba' });
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens new-tab and absolute links with a plain anchor', async () => {
    await renderWithRouter(<Sidebar />);
    const docs = screen.getByRole('link', { name: 'API docs' });
    expect(docs).toHaveAttribute('href', 'https://example.com/docs');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is hidden under 768 px', async () => {
    await renderWithRouter(<Sidebar />);
    expect(screen.getByRole('complementary')).toHaveClass('hidden', 'md:flex');
  });
});

describe('MobileNav', () => {
  it('renders the mobile-bottom menu, only under 768 px', async () => {
    await renderWithRouter(<MobileNav />, { path: '/search' });
    const nav = screen.getByRole('navigation', { name: 'Mobile navigation' });
    expect(nav).toHaveClass('md:hidden');
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Search']);
    expect(within(nav).getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
  });
});
