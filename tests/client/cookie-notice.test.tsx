import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getBootstrap, setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { readCookie } from '../../client/http/cookies';
import { CookieNotice } from '../../client/ui/cookie-notice';
import { makeBootstrap } from './fixtures/bootstrap-fixture';

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
