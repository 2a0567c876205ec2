import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getBootstrap, setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { readCookie } from '../../client/http/cookies';
import { CookieNotice } from '../../client/ui/cookie-notice';
import { PlayerLayout } from '../../client/layout/player-layout';
import { makeBootstrap } from './fixtures/bootstrap-fixture';
import { stubFetch } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';

const withNotice = (position: 'top' | 'bottom' = 'bottom') =>
  setBootstrap(
    makeBootstrap({
      show_cookie_notice: true,
      cookie_notice: { enable: true, position, button: { label: 'Privacy policy', action: '/pages/privacy-policy' } },
    }),
  );

describe('CookieNotice', () => {
  it('renders nothing when show_cookie_notice is false', () => {
    render(<CookieNotice />);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });

  it('shows the configured button linking to its action', () => {
    withNotice();
    render(<CookieNotice />);
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/pages/privacy-policy');
  });

  it.each([
    ['top', 'top-0'],
    ['bottom', 'bottom-0'],
  ] as const)('sits at the %s', (position, className) => {
    withNotice(position);
    render(<CookieNotice />);
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toHaveClass(className);
  });

  it('OK writes cookie_notice=true for 30 days on path / and hides the bar', async () => {
    withNotice();
    const cookieSetter = vi.spyOn(document, 'cookie', 'set');
    render(<CookieNotice />);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    expect(readCookie('cookie_notice')).toBe('true');
    const written = cookieSetter.mock.calls.map(([value]) => value).find((value) => value.startsWith('cookie_notice='))!;
    expect(written).toContain('path=/');
    const expires = new Date(/expires=([^;]+)/.exec(written)![1]).getTime();
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(getBootstrap().show_cookie_notice).toBe(false);
  });
});

describe('CookieNotice in the player layout', () => {
  it('takes a row of the layout above the player bar, and the floating one stands aside', async () => {
    withNotice();
    stubFetch({});
    await renderWithRouter(
      <>
        <PlayerLayout>
          <p>Page</p>
        </PlayerLayout>
        <CookieNotice />
      </>,
    );
    const notices = screen.getAllByRole('region', { name: 'Cookie notice' });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveAttribute('data-placement', 'inline');
    expect(notices[0]).not.toHaveClass('fixed');
    // In the grid's order: before the player bar, which comes before the mobile nav.
    const player = screen.getByRole('region', { name: 'Player' });
    expect(notices[0].compareDocumentPosition(player) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('floats again where no layout hosts it', async () => {
    withNotice();
    render(<CookieNotice />);
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toHaveClass('fixed', 'bottom-0');
  });
});
