import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { renderApp } from './fixtures/render-app';
import { columnPreferences, pageOf, signInAdmin } from './fixtures/admin-fixtures';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { dateInputValue, endOfDayIso, subscriptionBadge } from '../../client/admin/subscriptions/subscription-state';
import type { AdminSubscriptionRow } from '../../worker/admin/subscriptions/admin-subscription-types';

// Issue 14: /admin/subscriptions on the data-table kit: the list, a plan given by hand, end dates and cancels.

const subscription = (overrides: Partial<AdminSubscriptionRow> = {}): AdminSubscriptionRow => ({
  id: 7,
  user: { id: 3, name: 'Ada Lovelace', email: 'ada@example.com', image: null },
  product: { id: 5, name: 'Premium' },
  price: { id: 51, product_id: 5, amount: 9.99, currency: 'USD', interval: 'month', interval_count: 1 },
  gateway: 'stripe',
  gateway_id: 'sub_1',
  status: 'active',
  valid: true,
  active: true,
  on_grace_period: false,
  renews_at: '2030-02-01T00:00:00.000Z',
  ends_at: null,
  canceled_at: null,
  note: '',
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const LIST = { ...columnPreferences('subscriptions') };

beforeEach(signInAdmin);

describe('subscription state', () => {
  it('names each state for its badge', () => {
    const badge = (row: Partial<AdminSubscriptionRow>) => subscriptionBadge({ ...subscription(), ...row }).label;
    expect(badge({})).toBe('Active');
    expect(badge({ on_grace_period: true, active: false })).toBe('On grace period');
    expect(badge({ status: 'past_due', active: false })).toBe('Past due');
    expect(badge({ status: 'canceled', valid: false })).toBe('Canceled');
    expect(badge({ status: 'active', valid: false })).toBe('Ended');
    expect(badge({ status: 'incomplete', valid: false })).toBe('Incomplete');
  });

  it('reads an end date as the local day, and a day back as the end of it', () => {
    expect(dateInputValue(null)).toBe('');
    const iso = endOfDayIso('2030-03-04')!;
    expect(dateInputValue(iso)).toBe('2030-03-04');
    const end = new Date(iso);
    expect([end.getHours(), end.getMinutes()]).toEqual([23, 59]);
    expect(endOfDayIso('')).toBeNull();
  });
});

describe('/admin/subscriptions', () => {
  it('lists subscriptions with the subscriber, plan, gateway and state, filtered by status', async () => {
    const api = stubFetch({
      ...LIST,
      'GET /api/v1/subscriptions': pageOf([
        subscription(),
        subscription({ id: 8, user: { id: 4, name: 'Grace Hopper', email: 'grace@example.com', image: null }, gateway: 'none', gateway_id: null, price: null, on_grace_period: true, active: false, ends_at: '2030-01-01T00:00:00.000Z' }),
      ]),
    });
    await renderApp('/admin/subscriptions');
    const table = await screen.findByRole('table');
    const ada = within(table).getByText('ada@example.com').closest('tr')!;
    expect(within(ada).getByText('Premium')).toBeInTheDocument();
    expect(within(ada).getByText('$9.99 / month')).toBeInTheDocument();
    expect(within(ada).getByText('Stripe')).toBeInTheDocument();
    expect(within(ada).getByText('Active')).toBeInTheDocument();
    const grace = within(table).getByText('grace@example.com').closest('tr')!;
    expect(within(grace).getByText('By hand')).toBeInTheDocument();
    expect(within(grace).getByText('On grace period')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'past_due');
    await waitFor(() => expect(api.sent('GET /api/v1/subscriptions').at(-1)!.query.get('status')).toBe('past_due'));
    expect(await screen.findByRole('link', { name: 'Subscriptions' })).toHaveAttribute('href', '/admin/subscriptions');
  });

  it('says so when there are none', async () => {
    stubFetch({ ...LIST, 'GET /api/v1/subscriptions': pageOf([]) });
    await renderApp('/admin/subscriptions');
    expect(await screen.findByText('No subscriptions yet')).toBeInTheDocument();
  });

  it('changes the end date (empty: none) through a dialog', async () => {
    const api = stubFetch({ ...LIST, 'GET /api/v1/subscriptions': pageOf([subscription({ gateway: 'none', gateway_id: null, renews_at: null, ends_at: endOfDayIso('2030-05-06') })]), 'PUT /api/v1/subscriptions/7': { subscription: subscription() } });
    await renderApp('/admin/subscriptions');
    await userEvent.click(await screen.findByRole('button', { name: 'Change the end date of Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change end date' });
    const date = within(dialog).getByLabelText('Ends on');
    expect(date).toHaveValue('2030-05-06');
    await userEvent.clear(date);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Contest prize');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PUT /api/v1/subscriptions/7')).toHaveLength(1));
    expect(api.sent('PUT /api/v1/subscriptions/7')[0].body).toEqual({ ends_at: null, note: 'Contest prize' });
    expect(await screen.findByText('Subscription updated')).toBeInTheDocument();
  });

  it('cancels at the end of the period by default, or immediately when chosen', async () => {
    const api = stubFetch({ ...LIST, 'GET /api/v1/subscriptions': pageOf([subscription()]), 'POST /api/v1/subscriptions/7/cancel': { subscription: subscription() } });
    await renderApp('/admin/subscriptions');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the subscription of Ada Lovelace' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel subscription?' });
    expect(within(dialog).getByRole('radio', { name: /At the end of the period/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(api.sent('POST /api/v1/subscriptions/7/cancel')).toHaveLength(1));
    expect(api.sent('POST /api/v1/subscriptions/7/cancel')[0].body).toEqual({ immediately: false });

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the subscription of Ada Lovelace' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel subscription?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Immediately/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(api.sent('POST /api/v1/subscriptions/7/cancel')).toHaveLength(2));
    expect(api.sent('POST /api/v1/subscriptions/7/cancel')[1].body).toEqual({ immediately: true });
  });

  it('gives a plan by hand: picks a user, a plan and a price, and shows the server\'s refusals on their fields', async () => {
    const api = stubFetch({
      ...LIST,
      'GET /api/v1/subscriptions': pageOf([]),
      'GET /api/v1/users': pageOf([{ id: 3, name: 'Ada Lovelace', email: 'ada@example.com', image: null }]),
      'GET /api/v1/products': pageOf([{ id: 5, name: 'Premium', free: false, hidden: false, prices: [{ id: 51, product_id: 5, amount: 9.99, currency: 'USD', interval: 'month', interval_count: 1 }] }]),
      'POST /api/v1/subscriptions': fail(422, { message: 'x', errors: { user_id: ['This user already has a valid subscription: they can hold one at a time.'] } }),
    });
    await renderApp('/admin/subscriptions');
    await userEvent.click(await screen.findByRole('button', { name: 'Gift a plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gift a plan' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'User' }), 'ada');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Ada Lovelace/ }));
    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: 'Plan' }), 'Premium');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Price/ }), '$9.99 / month');
    await userEvent.type(within(dialog).getByLabelText('Ends on'), '2030-05-06');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.sent('POST /api/v1/subscriptions')).toHaveLength(1));
    expect(api.sent('POST /api/v1/subscriptions')[0].body).toEqual({ user_id: 3, product_id: 5, price_id: 51, ends_at: endOfDayIso('2030-05-06'), note: '' });
    expect(await within(dialog).findByText('This user already has a valid subscription: they can hold one at a time.')).toBeInTheDocument();
  });

  it('sends a user without subscriptions.update away', async () => {
    setBootstrap(makeBootstrap({ user: makeUser({ permissions: [{ name: 'admin.access', restrictions: [] }] }) }));
    stubFetch({});
    const { router } = await renderApp('/admin/subscriptions');
    expect(router.state.location.pathname).toBe('/404');
  });
});
