import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '../../client/errors/error-page';
import { NotFoundPage } from '../../client/errors/not-found-page';
import { renderWithRouter } from './fixtures/render-with-router';

describe('NotFoundPage', () => {
  it('shows the 404 text and a link home', async () => {
    await renderWithRouter(<NotFoundPage />, { path: '/no/such/page' });
    expect(
      screen.getByRole('heading', { name: "Looks like you've found the doorway to the great nothing" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me there!' })).toHaveAttribute('href', '/');
  });

  it('takes the visitor home', async () => {
    const { router } = await renderWithRouter(<NotFoundPage />, { path: '/no/such/page' });
    await userEvent.click(screen.getByRole('link', { name: 'Take me there!' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('ErrorPage', () => {
  it('shows the generic error text without needing a router', () => {
    render(<ErrorPage />);
    expect(screen.getByRole('heading', { name: 'There was an issue loading this page' })).toBeInTheDocument();
    expect(screen.getByText('Please try again later')).toBeInTheDocument();
  });

  it('draws its illustration once the drawing has loaded on its own', async () => {
    const { container } = render(<ErrorPage />);
    await waitFor(() => expect(container.querySelector('svg[viewBox="0 0 240 200"]')).not.toBeNull());
  });

  it('offers a reload', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    render(<ErrorPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalled();
  });
});
