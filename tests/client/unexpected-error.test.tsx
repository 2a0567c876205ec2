import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary, AppErrorWrap } from '../../client/errors/app-error-boundary';
import { createAppRouter } from '../../client/router';

// SPEC section 2: the router's default title 'Unexpected Application Error!',
// for what no route's error page could show.

function Broken(): never {
  throw new Error('The error page itself failed');
}

describe('AppErrorBoundary', () => {
  it('shows the title and the error’s message, and offers a reload', async () => {
    // React reports the caught error on the console: expected here.
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The error page itself failed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalled();
    expect(logged).toHaveBeenCalled();
  });

  it('renders its children while nothing fails', () => {
    render(<AppErrorBoundary>All well</AppErrorBoundary>);
    expect(screen.getByText('All well')).toBeInTheDocument();
  });

  it('replaces the router’s own catch-all in the app’s router', () => {
    const { options } = createAppRouter(new QueryClient());
    expect(options.disableGlobalCatchBoundary).toBe(true);
    expect(options.InnerWrap).toBe(AppErrorWrap);
  });
});
