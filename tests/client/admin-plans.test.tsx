import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { fail, stubFetch, type StubRequest } from './fixtures/fetch-stub';
import { renderApp } from './fixtures/render-app';
import { columnPreferences, pageOf, signInAdmin } from './fixtures/admin-fixtures';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import type { AdminProductPayload, GatewaySync } from '../../worker/billing/billing-types';

// Issue 14: /admin/plans on the data-table kit, and the plan form (new and edit) whose save reports each gateway.

const premium = (overrides: Partial<AdminProductPayload> = {}): AdminProductPayload => ({
  id: 5,
  name: 'Premium',
  description: 'Everything',
  hidden: false,
  recommended: true,
  free: false,
  feature_list: ['No ads', 'Downloads'],
  position: 1,
  prices: [{ id: 51, product_id: 5, amount: 9.99, currency: 'USD', interval: 'month', interval_count: 1 }],
  role_id: null,
  permissions: [{ name: 'music.download', restrictions: [] }],
  stripe_id: 'prod_1',
  paypal_id: null,
  subscriptions_count: 2,
  ...overrides,
});

const row = (plan: AdminProductPayload) => ({ ...plan, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T00:00:00Z' });

const PICKERS = {
  'GET /api/v1/permissions': {
    permissions: [
      { id: 1, name: 'music.download', display_name: 'Download', group: 'music', description: 'Download tracks', restrictions: [] },
      { id: 2, name: 'ads.hide', display_name: 'No ads', group: 'ads', description: 'Hide ads', restrictions: [] },
    ],
  },
  'GET /api/v1/roles': pageOf([
    { id: 2, name: 'guests', description: '', guests: true, default: false, permissions: [] },
    { id: 4, name: 'Supporters', description: '', guests: false, default: false, permissions: [] },
  ]),
};

const synced = (gateways: GatewaySync) => (request: StubRequest) => ({ product: premium({ ...(request.body as object), id: 8 }), gateways });

beforeEach(signInAdmin);

describe('/admin/plans', () => {
  it('lists plans with their prices and flags, linking to the edit page', async () => {
    stubFetch({ 'GET /api/v1/products': pageOf([row(premium()), row(premium({ id: 6, name: 'Free', free: true, recommended: false, hidden: true, prices: [] }))]), ...columnPreferences('plans') });
    await renderApp('/admin/plans');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Premium' })).toHaveAttribute('href', '/admin/plans/5/edit');
    const premiumRow = within(table).getByRole('link', { name: 'Premium' }).closest('tr')!;
    expect(within(premiumRow).getByText('9.99 USD / month')).toBeInTheDocument();
    expect(within(premiumRow).getByText('Recommended')).toBeInTheDocument();
    const freeRow = within(table).getByRole('link', { name: 'Free' }).closest('tr')!;
    expect(within(freeRow).getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add plan' })).toHaveAttribute('href', '/admin/plans/new');
  });

  it('deletes the selected plans one by one after a confirmation, and shows why one with subscriptions stays', async () => {
    const api = stubFetch({
      'GET /api/v1/products': pageOf([row(premium()), row(premium({ id: 6, name: 'Old', subscriptions_count: 0 }))]),
      ...columnPreferences('plans'),
      'DELETE /api/v1/products/6': { message: 'Plan deleted', gateways: { stripe: 'not_configured', paypal: 'not_configured' } },
      'DELETE /api/v1/products/5': fail(422, { message: 'A plan with subscriptions cannot be deleted: hide it instead.', errors: { id: ['A plan with subscriptions cannot be deleted: hide it instead.'] } }),
    });
    await renderApp('/admin/plans');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select row 6' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Old?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted Old')).toBeInTheDocument();
    expect(api.sent('DELETE /api/v1/products/6')).toHaveLength(1);

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select row 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Premium?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('A plan with subscriptions cannot be deleted: hide it instead.')).toBeInTheDocument();
  });

  it('is in the admin sidebar only for plans.update', async () => {
    stubFetch({ 'GET /api/v1/products': pageOf([]), ...columnPreferences('plans') });
    await renderApp('/admin/plans');
    expect(await screen.findByRole('link', { name: 'Plans' })).toHaveAttribute('href', '/admin/plans');
  });

  it('sends a user without plans.update away', async () => {
    setBootstrap(makeBootstrap({ user: makeUser({ permissions: [{ name: 'admin.access', restrictions: [] }] }) }));
    stubFetch({});
    const { router } = await renderApp('/admin/plans');
    expect(router.state.location.pathname).toBe('/404');
  });
});

describe('the plan form', () => {
  it('creates a plan with its prices, features and grants, and says how each gateway took it', async () => {
    const api = stubFetch({ ...PICKERS, 'POST /api/v1/products': synced({ stripe: 'synced', paypal: 'not_configured' }), 'GET /api/v1/products/8': { product: premium({ id: 8 }) } });
    const { router } = await renderApp('/admin/plans/new');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Pro');
    await userEvent.type(screen.getByRole('textbox', { name: 'Features' }), 'No ads{Enter}{Enter}Downloads ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Recommended' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Amount' }), '4.99');
    await userEvent.click(screen.getByRole('button', { name: 'Add price' }));
    await userEvent.type(screen.getAllByRole('spinbutton', { name: 'Amount' })[1], '49');
    await userEvent.clear(screen.getAllByRole('textbox', { name: 'Currency' })[1]);
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Currency' })[1], 'EUR');
    await userEvent.selectOptions(screen.getAllByRole('combobox', { name: 'Interval' })[1], 'year');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Role/ }), 'Supporters');
    await userEvent.click(await screen.findByRole('checkbox', { name: /ads\.hide/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(api.sent('POST /api/v1/products')).toHaveLength(1));
    expect(api.sent('POST /api/v1/products')[0].body).toEqual({
      name: 'Pro',
      description: '',
      hidden: false,
      recommended: true,
      free: false,
      feature_list: ['No ads', 'Downloads'],
      position: 0,
      role_id: 4,
      permissions: [{ name: 'ads.hide', restrictions: [] }],
      prices: [
        { amount: 4.99, currency: 'USD', interval: 'month', interval_count: 1 },
        { amount: 49, currency: 'EUR', interval: 'year', interval_count: 1 },
      ],
    });
    expect(await screen.findByText('Created plan. Stripe synced. PayPal is not configured.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/plans/8/edit'));
  });

  it('keeps the ids of the prices it edits, sends none for a free plan, and reports a failed gateway', async () => {
    const api = stubFetch({ ...PICKERS, 'GET /api/v1/products/5': { product: premium({ role_id: 4 }) }, 'PUT /api/v1/products/5': synced({ stripe: 'failed', paypal: 'synced' }) });
    await renderApp('/admin/plans/5/edit');
    const amount = await screen.findByRole('spinbutton', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '11');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PUT /api/v1/products/5')).toHaveLength(1));
    expect(await screen.findByRole('option', { name: 'Supporters' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Role/ })).toHaveValue('4');
    expect(api.sent('PUT /api/v1/products/5')[0].body).toMatchObject({ role_id: 4, prices: [{ id: 51, amount: 11, currency: 'USD', interval: 'month', interval_count: 1 }], permissions: [{ name: 'music.download', restrictions: [] }] });
    expect(await screen.findByText('Saved plan. Stripe failed to sync: save again to retry. PayPal synced.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Free plan (no prices)' }));
    expect(screen.queryByRole('spinbutton', { name: 'Amount' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PUT /api/v1/products/5')).toHaveLength(2));
    expect(api.sent('PUT /api/v1/products/5')[1].body).toMatchObject({ free: true, prices: [] });
  });

  it('leaves an empty form for the server to refuse, its messages on the fields', async () => {
    const api = stubFetch({
      ...PICKERS,
      'POST /api/v1/products': fail(422, { message: 'The name field is required.', errors: { name: ['The name field is required.'], 'prices.0.amount': ['Enter an amount.'] } }),
    });
    await renderApp('/admin/plans/new');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.sent('POST /api/v1/products')).toHaveLength(1));
    expect(api.sent('POST /api/v1/products')[0].body).toMatchObject({ name: '', prices: [{ amount: null, currency: 'USD', interval: 'month', interval_count: 1 }] });
    expect(await screen.findByText('Enter an amount.')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('puts the server\'s 422 errors on their fields, nested ones included', async () => {
    stubFetch({
      ...PICKERS,
      'GET /api/v1/products/5': { product: premium() },
      'PUT /api/v1/products/5': fail(422, {
        message: 'The name field is required.',
        errors: {
          name: ['The name field is required.'],
          'prices.0.amount': ['The amount has more decimals than the currency has.'],
          'feature_list.1': ['A feature may not be greater than 200 characters.'],
          role_id: ['This role cannot be given with a plan.'],
        },
      }),
    });
    await renderApp('/admin/plans/5/edit');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The amount has more decimals than the currency has.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Features' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('This role cannot be given with a plan.')).toBeInTheDocument();
  });
});
