import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, stubFetch, type StubRequest } from './fixtures/fetch-stub';
import { renderApp } from './fixtures/render-app';
import { columnPreferences, pageOf, signInAdmin } from './fixtures/admin-fixtures';

// Issue 13: custom pages, their editor and preview, and the sanitized public page.

// Sanitization is tested in a DOM that DOMPurify supports: admin-custom-pages-sanitize.test.tsx.

const page = (values: Record<string, unknown> = {}) => ({ id: 9, title: 'Shipping', slug: 'shipping', body: '<h2>Welcome</h2><p>Hello</p>', hide_nav: false, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T00:00:00Z', ...values });

beforeEach(signInAdmin);

describe('/admin/custom-pages', () => {
  it('lists pages on the data-table kit with their address, linking to the editor', async () => {
    const api = stubFetch({ 'GET /api/v1/custom-pages': pageOf([page()]), ...columnPreferences('custom-pages') });
    await renderApp('/admin/custom-pages');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Shipping' })).toHaveAttribute('href', '/admin/custom-pages/9/edit');
    expect(within(table).getByText('/pages/shipping')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'ship');
    await waitFor(() => expect(api.sent('GET /api/v1/custom-pages').at(-1)!.query.get('query')).toBe('ship'));
  });
});

describe('the page editor', () => {
  it('derives the address from the title until it is edited, and saves a new page', async () => {
    const api = stubFetch({
      'POST /api/v1/custom-pages': (request: StubRequest) => ({ page: page({ ...(request.body as object), id: 12 }) }),
      'GET /api/v1/custom-pages/12': { page: page({ id: 12 }) },
    });
    const { router } = await renderApp('/admin/custom-pages/new');
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Shipping & Returns');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('shipping-returns');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Address' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), 'returns');
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('returns');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide the navigation on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('POST /api/v1/custom-pages')).toHaveLength(1));
    expect(api.sent('POST /api/v1/custom-pages')[0].body).toEqual({ title: 'Shipping & Returns!', slug: 'returns', body: '', hide_nav: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/custom-pages/12/edit'));
  });

  it('puts the server’s errors on their fields', async () => {
    stubFetch({ 'PUT /api/v1/custom-pages/9': fail(422, { message: 'This slug is already taken.', errors: { slug: ['This slug is already taken.'] } }), 'GET /api/v1/custom-pages/9': { page: page({ body: '<p>Hi</p>' }) } });
    await renderApp('/admin/custom-pages/9/edit');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This slug is already taken.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('previews the page as visitors will see it', async () => {
    stubFetch({ 'GET /api/v1/custom-pages/9': { page: page() } });
    await renderApp('/admin/custom-pages/9/edit');
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Shipping' })).toBeInTheDocument();
    expect(preview).toHaveTextContent('Welcome');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Shipping');
  });
});
