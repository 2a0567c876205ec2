import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { renderApp } from './fixtures/render-app';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { makeSubscription } from './fixtures/subscription-fixture';
import type { PriceInterval, ProductPayload } from '../../worker/billing/billing-types';

// Issue 14: /pricing (SPEC sections 2 and 9).

const price = (id: number, product_id: number, amount: number, interval: PriceInterval, interval_count = 1) => ({ id, product_id, amount, currency: 'USD', interval, interval_count });
const plan = (overrides: Partial<ProductPayload> & Pick<ProductPayload, 'id' | 'name'>): ProductPayload => ({
  description: '',
  hidden: false,
  recommended: false,
  free: false,
  feature_list: [],
  position: 0,
  prices: [],
  ...overrides,
});

const PLANS = [
  plan({ id: 1, name: 'Basic', free: true, feature_list: ['Listen with ads'] }),
  plan({ id: 2, name: 'Premium', recommended: true, feature_list: ['No ads', 'Downloads'], prices: [price(21, 2, 10, 'month'), price(22, 2, 96, 'year')] }),
  plan({ id: 3, name: 'Family', prices: [price(31, 3, 45, 'month', 3)] }),
];

const products = (data: ProductPayload[]) => ({ 'GET /api/v1/billing/products': { pagination: { data, current_page: 1, per_page: data.length || 1, total: data.length, last_page: 1, from: 1, to: data.length } } });
const card = (name: string) => screen.getByRole('article', { name });

const billingOn = (user: ReturnType<typeof makeUser> | null = null) => setBootstrap(makeBootstrap({ user, billing: { enable: true } }));

afterEach(() => localStorage.clear());

describe('/pricing', () => {
  beforeEach(() => billingOn());

  it('shows the plans with their features, the recommended badge, and the yearly price with its saving', async () => {
    stubFetch(products(PLANS));
    await renderApp('/pricing');
    await screen.findByRole('article', { name: 'Premium' });
    expect(within(card('Premium')).getByText('Recommended')).toBeInTheDocument();
    expect(within(card('Premium')).getByText('Downloads')).toBeInTheDocument();
    expect(within(card('Premium')).getByText('$96.00')).toBeInTheDocument();
    expect(within(card('Premium')).getByText('/ year')).toBeInTheDocument();
    expect(within(card('Basic')).getByText('Free')).toBeInTheDocument();
    expect(within(card('Basic')).queryByText('Recommended')).not.toBeInTheDocument();
    expect(screen.getByText('Save up to 20% with a yearly plan')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  });

  it('shows the monthly prices, each amount divided by its interval_count, from the keyboard', async () => {
    stubFetch(products(PLANS));
    await renderApp('/pricing');
    await screen.findByRole('article', { name: 'Premium' });
    screen.getByRole('radio', { name: 'Yearly' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(within(card('Premium')).getByText('$10.00')).toBeInTheDocument();
    expect(within(card('Premium')).getByText('/ month')).toBeInTheDocument();
    expect(within(card('Family')).getByText('$15.00')).toBeInTheDocument();
    expect(within(card('Family')).getByText('Billed as $45.00 every 3 months')).toBeInTheDocument();
  });

  it('stores a guest\'s pick under be.onboarding.selected and sends them to /register', async () => {
    stubFetch(products(PLANS));
    const { router } = await renderApp('/pricing');
    await userEvent.click(await within(await screen.findByRole('article', { name: 'Premium' })).findByRole('button', { name: 'Choose Premium' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(JSON.parse(localStorage.getItem('be.onboarding.selected')!)).toEqual({ productId: 2, priceId: 22 });
  });

  it('forgets an earlier pick when a guest takes the free plan', async () => {
    localStorage.setItem('be.onboarding.selected', JSON.stringify({ productId: 2, priceId: 22 }));
    stubFetch(products(PLANS));
    const { router } = await renderApp('/pricing');
    await userEvent.click(await within(await screen.findByRole('article', { name: 'Basic' })).findByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(localStorage.getItem('be.onboarding.selected')).toBeNull();
  });

  it('says when there are no plans, and when they could not be loaded', async () => {
    stubFetch(products([]));
    const first = await renderApp('/pricing');
    expect(await screen.findByText('There are no plans yet.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    first.unmount();

    stubFetch({ 'GET /api/v1/billing/products': fail(500, { message: 'Server error' }) });
    await renderApp('/pricing', { retry: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an issue loading the plans');
  });

  it('is a 404 while billing is off, for guests and listeners', async () => {
    setBootstrap(makeBootstrap({ billing: { enable: false } }));
    stubFetch(products(PLANS));
    const { router, unmount } = await renderApp('/pricing');
    expect(router.state.location.pathname).toBe('/404');
    unmount();

    setBootstrap(makeBootstrap({ user: makeUser(), billing: { enable: false } }));
    const listener = await renderApp('/pricing');
    expect(listener.router.state.location.pathname).toBe('/404');
  });

  it('is readable by an admin before billing is on, saying nobody else sees it yet (issue 26)', async () => {
    setBootstrap(makeBootstrap({ user: makeUser({ permissions: [{ name: 'settings.update', restrictions: [] }] }), billing: { enable: false } }));
    stubFetch(products(PLANS));
    const { router } = await renderApp('/pricing');
    await screen.findByRole('article', { name: 'Premium' });
    expect(router.state.location.pathname).toBe('/pricing');
    expect(screen.getByRole('status')).toHaveTextContent('Subscriptions are off, so only admins see this page.');
    expect(screen.getByRole('link', { name: 'Turn them on' })).toHaveAttribute('href', '/admin/settings/subscriptions');
  });

  it('has no preview note once billing is on', async () => {
    setBootstrap(makeBootstrap({ user: makeUser({ permissions: [{ name: 'admin', restrictions: [] }] }), billing: { enable: true } }));
    stubFetch(products(PLANS));
    await renderApp('/pricing');
    await screen.findByRole('article', { name: 'Premium' });
    expect(screen.queryByText('Subscriptions are off, so only admins see this page.')).not.toBeInTheDocument();
  });
});

describe('/pricing for a signed-in user', () => {
  it('links each paid plan to its checkout and marks the free plan as theirs', async () => {
    billingOn(makeUser());
    stubFetch(products(PLANS));
    await renderApp('/pricing');
    const link = await within(await screen.findByRole('article', { name: 'Premium' })).findByRole('link', { name: 'Choose Premium' });
    expect(link).toHaveAttribute('href', '/checkout/2/22');
    expect(within(card('Basic')).getByRole('button', { name: 'Your current plan' })).toBeDisabled();
  });

  it('marks a subscriber\'s plan as theirs', async () => {
    billingOn(makeUser({ subscriptions: [makeSubscription({ product_id: 2, price_id: 22 })] }));
    stubFetch(products(PLANS));
    await renderApp('/pricing');
    expect(await within(await screen.findByRole('article', { name: 'Premium' })).findByRole('button', { name: 'Your current plan' })).toBeDisabled();
    expect(within(card('Basic')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('Family')).getByRole('link', { name: 'Choose Family' })).toHaveAttribute('href', '/checkout/3/31');
  });
});
