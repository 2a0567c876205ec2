import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getBootstrap, setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { apiClient } from '../../client/http/api-client';
import { Footer } from '../../client/layout/footer';
import { DARK_THEME, LIGHT_THEME, makeBootstrap } from './fixtures/bootstrap-fixture';
import { renderWithRouter } from './fixtures/render-with-router';

const LOCALIZATIONS = {
  localizations: [
    { id: 1, language: 'en', name: 'English' },
    { id: 2, language: 'fr', name: 'Français' },
  ],
};

const french = { id: 2, name: 'Français', language: 'fr', lines: { 'Privacy policy': 'Confidentialité' } };

describe('Footer', () => {
  it('renders the footer menu as links', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(LOCALIZATIONS);
    await renderWithRouter(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/pages/privacy-policy');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('shows the copyright with the site name and year', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(LOCALIZATIONS);
    await renderWithRouter(<Footer />);
    expect(screen.getByText(`Copyright © ${new Date().getFullYear()} Melodia`)).toBeInTheDocument();
  });

  it('changes the language: POST users/me/locale, then the new lines apply', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue(LOCALIZATIONS);
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ locale: french });
    await renderWithRouter(<Footer />);
    // The picker loads on its own, then asks for the list.
    await waitFor(() => expect(get).toHaveBeenCalledWith('value-lists/localizations'));

    const picker = await screen.findByRole('combobox', { name: 'Language' });
    expect(picker).toHaveValue('en');
    await userEvent.selectOptions(picker, 'fr');

    expect(post).toHaveBeenCalledWith('users/me/locale', { locale: 'fr' });
    await waitFor(() => expect(getBootstrap().i18n).toEqual(french));
    expect(screen.getByRole('link', { name: 'Confidentialité' })).toBeInTheDocument();
    expect(picker).toHaveValue('fr');
  });

  it('has no language picker when i18n is disabled', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue(LOCALIZATIONS);
    const data = makeBootstrap();
    setBootstrap({ ...data, settings: { ...data.settings, i18n: { enable: false } } });
    await renderWithRouter(<Footer />);
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('has a theme toggle only when users may change the theme', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(LOCALIZATIONS);
    const { unmount } = await renderWithRouter(<Footer />);
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    unmount();

    const locked = [DARK_THEME, LIGHT_THEME].map((theme) => ({ ...theme, user_change: false }));
    setBootstrap(makeBootstrap({ themes: { all: locked, default_id: 0 } }));
    await renderWithRouter(<Footer />);
    expect(screen.queryByRole('button', { name: /Switch to/ })).not.toBeInTheDocument();
  });
});
