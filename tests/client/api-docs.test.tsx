import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { addXsrfHeader } from '../../client/api-docs/xsrf-interceptor';
import { ApiDocsPage, OPENAPI_URL } from '../../client/api-docs/api-docs-page';
import { setThemeState } from '../../client/theme/theme-store';
import { guardTarget } from '../../client/auth/route-guards';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { renderWithRouter } from './fixtures/render-with-router';

const swaggerUI = vi.hoisted(() => vi.fn());
vi.mock('swagger-ui-dist/swagger-ui-es-bundle.js', () => ({ default: swaggerUI }));
vi.mock('swagger-ui-dist/swagger-ui.css', () => ({}));

describe('addXsrfHeader', () => {
  it('copies the XSRF-TOKEN cookie into the X-XSRF-TOKEN header', () => {
    document.cookie = 'XSRF-TOKEN=abc%2Fdef; path=/';
    expect(addXsrfHeader({ url: '/api/v1/users/1', headers: {} }).headers).toEqual({ 'X-XSRF-TOKEN': 'abc/def' });
  });

  it('adds nothing without the cookie', () => {
    expect(addXsrfHeader({ url: '/x', headers: { Accept: 'application/json' } }).headers).toEqual({ Accept: 'application/json' });
  });
});

describe('ApiDocsPage', () => {
  it('loads Swagger UI lazily, pointed at the OpenAPI document with the XSRF interceptor', async () => {
    swaggerUI.mockClear();
    await renderWithRouter(<ApiDocsPage />);
    expect(screen.getByRole('heading', { name: 'API documentation' })).toBeInTheDocument();
    await waitFor(() => expect(swaggerUI).toHaveBeenCalledTimes(1));
    const options = swaggerUI.mock.calls[0][0];
    expect(options).toMatchObject({ url: OPENAPI_URL, validatorUrl: null, requestInterceptor: addXsrfHeader });
    expect(options.domNode).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it("follows the app's dark theme with Swagger UI's dark-mode class, and drops it on leaving", async () => {
    act(() => setThemeState({ choice: 'dark', prefersDark: true }));
    const { unmount } = await renderWithRouter(<ApiDocsPage />);
    expect(document.documentElement).toHaveClass('dark-mode');
    act(() => setThemeState({ choice: 'light', prefersDark: false }));
    expect(document.documentElement).not.toHaveClass('dark-mode');
    act(() => setThemeState({ choice: 'dark', prefersDark: true }));
    unmount();
    expect(document.documentElement).not.toHaveClass('dark-mode');
    setThemeState({ choice: 'system', prefersDark: false });
  });
});

describe('/api-docs guard (SPEC section 2: api.access, login not required)', () => {
  const withAccess = [{ name: 'api.access', restrictions: [] }];

  it('lets a guest in when the guest role grants api.access, and sends other guests to /login', () => {
    const guestRole = { id: 2, name: 'guests', permissions: withAccess };
    expect(guardTarget(makeBootstrap({ guest_role: guestRole }), { permission: 'api.access' })).toBeNull();
    expect(guardTarget(makeBootstrap(), { permission: 'api.access' })).toBe('/login');
  });

  it('sends a user without api.access to /404 (billing off)', () => {
    expect(guardTarget(makeBootstrap({ user: makeUser() }), { permission: 'api.access' })).toBe('/404');
    expect(guardTarget(makeBootstrap({ user: makeUser({ permissions: withAccess }) }), { permission: 'api.access' })).toBeNull();
  });
});
