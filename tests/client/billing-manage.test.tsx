import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { stubFetch } from './fixtures/fetch-stub';
import { renderApp } from './fixtures/render-app';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { makeSubscription } from './fixtures/subscription-fixture';
import type { BillingSubscription, PlanChangePreview, ProductPayload } from '../../worker/billing/billing-types';

// Issue 14: /billing and its children (SPEC section 2, docs/api/billing.md "Your subscription").

const CREATOR: ProductPayload = {
  id: 3,
  name: 'Creator',
  description: '',
  hidden: false,
  recommended: false,
  free: false,
  feature_list: [],
  position: 0,
  prices: [
    { id: 31, product_id: 3, amount: 9.99, currency: 'USD', interval: 'month', interval_count: 1 },
    { id: 32, product_id: 3, amount: 99.99, currency: 'USD', interval: 'year', interval_count: 1 },
  ],
};

const held = (overrides: Partial<BillingSubscription> = {}): BillingSubscription => ({
  ...makeSubscription({ id: 5, product_id: 3, price_id: 31, renews_at: '2027-03-03T12:00:00.000Z' }),
  product: CREATOR,
  price: CREATOR.prices[0],
  payment_method: { type: 'card', brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 },
  ...overrides,
});

const subscribed = (subscription = held()) =>
  setBootstrap(makeBootstrap({ user: makeUser({ subscriptions: [subscription] }), billing: { enable: true } }));

const noInvoices = { 'GET /api/v1/billing/invoices': { pagination: { data: [], current_page: 1, last_page: 1, total: 0 } } };

describe('/billing', () => {
  it('shows the plan, its price and next payment, the card and the invoices', async () => {
    subscribed();
    stubFetch({
      'GET /api/v1/billing/subscription': { subscription: held() },
      'GET /api/v1/billing/invoices': {
        pagination: {
          data: [{ id: 70, subscription_id: 5, gateway: 'stripe', amount: 9.99, currency: 'USD', status: 'paid', description: '1 × Creator', period_start: null, period_end: null, created_at: '2027-02-03T12:00:00.000Z' }],
          current_page: 1,
          last_page: 1,
          total: 1,
        },
      },
    });
    await renderApp('/billing');
    const plan = await screen.findByRole('region', { name: 'Current plan' });
    expect(within(plan).getByText('Creator')).toBeInTheDocument();
    expect(within(plan).getByText('Active')).toBeInTheDocument();
    expect(within(plan).getByText('$9.99 / month')).toBeInTheDocument();
    expect(within(plan).getByText('Your plan renews on March 3, 2027.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Payment method' })).getByText(/ending in 4242/)).toBeInTheDocument();
    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    expect(within(invoices).getByText('$9.99 · Paid')).toBeInTheDocument();
    expect(within(invoices).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/billing/invoices/70');
  });

  it('sends a user without a valid subscription to /pricing, and a guest to /login', async () => {
    setBootstrap(makeBootstrap({ user: makeUser({ subscriptions: [makeSubscription({ valid: false, active: false, status: 'canceled' })] }), billing: { enable: true } }));
    stubFetch({});
    expect((await renderApp('/billing/cancel')).router.state.location.pathname).toBe('/pricing');
    setBootstrap(makeBootstrap({ user: null, billing: { enable: true } }));
    expect((await renderApp('/billing')).router.state.location.pathname).toBe('/login');
  });
});

describe('/billing/cancel and /billing/renew', () => {
  it('says when access ends, cancels, and goes back to /billing', async () => {
    subscribed();
    const canceled = held({ active: false, on_grace_period: true, renews_at: null, ends_at: '2027-03-03T12:00:00.000Z', canceled_at: '2027-02-10T00:00:00.000Z' });
    let current = held();
    const fetches = stubFetch({
      'GET /api/v1/billing/subscription': () => ({ subscription: current }),
      'POST /api/v1/billing/subscriptions/5/cancel': () => ({ subscription: (current = canceled) }),
      ...noInvoices,
    });
    const { router } = await renderApp('/billing/cancel');
    expect(await screen.findByText(/at the end of the period you paid for, on March 3, 2027\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
    expect(await screen.findByText('Your plan was canceled. You keep it until March 3, 2027.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/billing');
    expect(fetches.sent('POST /api/v1/billing/subscriptions/5/cancel')).toHaveLength(1);
  });

  it('offers nothing to renew while the plan renews anyway', async () => {
    subscribed();
    const fetches = stubFetch({ 'GET /api/v1/billing/subscription': { subscription: held() } });
    await renderApp('/billing/renew');
    expect(await screen.findByText('Your plan is not canceled: there is nothing to renew.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew plan' })).not.toBeInTheDocument();
    expect(fetches.sent('POST /api/v1/billing/subscriptions/5/renew')).toHaveLength(0);
  });
});

describe('/billing/change-plan/{productId}/{priceId}/confirm', () => {
  it('explains the difference before changing: the credit, what is due today, the new period', async () => {
    subscribed();
    const preview: PlanChangePreview = { current: CREATOR.prices[0], next: CREATOR.prices[1], credit: 5, due_now: 94.99, currency: 'USD', resets_period: true, next_renewal: '2028-02-10T12:00:00.000Z' };
    const fetches = stubFetch({
      'GET /api/v1/billing/subscription': { subscription: held() },
      'GET /api/v1/billing/products/3': { product: CREATOR },
      'POST /api/v1/billing/subscriptions/5/change-plan/preview': { preview },
      'POST /api/v1/billing/subscriptions/5/change-plan': { subscription: held({ price_id: 32, price: CREATOR.prices[1] }), redirect: null },
      ...noInvoices,
    });
    const { router } = await renderApp('/billing/change-plan/3/32/confirm');
    const difference = await screen.findByTestId('plan-change-difference');
    expect(difference).toHaveTextContent('New price$99.99');
    expect(difference).toHaveTextContent('Credit for the unused part of this period− $5.00');
    expect(difference).toHaveTextContent('Due today$94.99');
    expect(screen.getByText('Your billing period starts again today. The next payment is on February 10, 2028.')).toBeInTheDocument();
    expect(fetches.sent('POST /api/v1/billing/subscriptions/5/change-plan/preview')[0].body).toEqual({ product_id: 3, price_id: 32 });

    await userEvent.click(screen.getByRole('button', { name: 'Confirm change' }));
    await screen.findByRole('region', { name: 'Current plan' });
    expect(router.state.location.pathname).toBe('/billing');
    expect(fetches.sent('POST /api/v1/billing/subscriptions/5/change-plan')[0].body).toEqual({ product_id: 3, price_id: 32 });
  });
});
