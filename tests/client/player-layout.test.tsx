import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../client/http/api-client';
import { PlayerLayout } from '../../client/layout/player-layout';
import { renderWithRouter } from './fixtures/render-with-router';

describe('PlayerLayout', () => {
  it('composes sidebar, top bar, content, footer, player bar and mobile nav', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue({ localizations: [] });
    await renderWithRouter(
      <PlayerLayout>
        <h1>Page content</h1>
      </PlayerLayout>,
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Page content' })).toBeInTheDocument();
    expect(screen.getByRole('complementary')).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Player' })).toHaveTextContent('Nothing is playing');
    expect(screen.getByRole('navigation', { name: 'Mobile navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(main).toHaveAttribute('id', 'main-content');
  });

  it('accepts a wired-up player bar', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue({ localizations: [] });
    await renderWithRouter(<PlayerLayout playerBar={<div>Custom player</div>}>content</PlayerLayout>);
    expect(screen.getByText('Custom player')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument();
  });

  it('lays out a side panel (the queue) beside the content', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue({ localizations: [] });
    await renderWithRouter(<PlayerLayout sidePanel={<aside aria-label="Queue">queued</aside>}>content</PlayerLayout>);
    const panel = screen.getByRole('complementary', { name: 'Queue' });
    expect(panel).toHaveTextContent('queued');
    expect(within(screen.getByRole('main')).queryByText('queued')).not.toBeInTheDocument();
  });
});
