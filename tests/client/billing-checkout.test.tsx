import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBootstrap, setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { fail, stubFetch, type StubRequest } from './fixtures/fetch-stub';
import { renderApp } from './fixtures/render-app';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { makeSubscription } from './fixtures/subscription-fixture';
import type { ProductPayload } from '../../worker/billing/billing-types';

// Issue 14: /checkout/{productId}/{priceId} and its /stripe/done page (SPEC sections 2 and 6, docs/api/billing.md).

const PREMIUM: ProductPayload = {
  id: 2,
  name: 'Premium',
  description: 'Music without limits',
  hidden: false,
  recommended: true,
  free: false,
  feature_list: ['No ads', 'Downloads'],
  position: 0,
  prices: [
    { id: 21, product_id: 2, amount: 10, currency: 'USD', interval: 'month', interval_count: 1 },
    { id: 23, product_id: 2, amount: 45, currency: 'USD', interval: 'month', interval_count: 3 },
  ],
};

const SESSION = 'cs_test_a1B2c3';
const STRIPE_URL = 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3';
const STRIPE_ONLY = { stripe: true, paypal: false };
const productAnswer = { 'GET /api/v1/billing/products/2': { product: PREMIUM, gateways: STRIPE_ONLY } };
const PICK = 'be.onboarding.selected';

const signedIn = (overrides: Parameters<typeof makeUser>[0] = {}) => setBootstrap(makeBootstrap({ user: makeUser(overrides), billing: { enable: true } }));
const stayHere = () => vi.spyOn(window.location, 'assign').mockImplementation(() => {});

afterEach(() => localStorage.clear());

describe('/checkout/{productId}/{priceId}', () => {
  it('shows the plan summary: name, the price as /pricing shows it, its interval and features', async () => {
    signedIn();
    stubFetch(productAnswer);
    await renderApp('/checkout/2/23');
    const summary = await screen.findByRole('region', { name: 'Premium' });
    expect(within(summary).getByText('$15.00')).toBeInTheDocument();
    expect(within(summary).getByText('/ month')).toBeInTheDocument();
    expect(within(summary).getByText('Billed as $45.00 every 3 months')).toBeInTheDocument();
    expect(within(summary).getByText('Downloads')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with Stripe' })).toBeEnabled();
    // Only the gateways the server says are usable are offered.
    expect(screen.queryByText(/paypal/i)).not.toBeInTheDocument();
  });

  it('keeps a guest\'s pick under be.onboarding.selected and sends them to /register', async () => {
    setBootstrap(makeBootstrap({ user: null, billing: { enable: true } }));
    const fetches = stubFetch(productAnswer);
    const { router } = await renderApp('/checkout/2/21');
    expect(router.state.location.pathname).toBe('/register');
    expect(JSON.parse(localStorage.getItem(PICK)!)).toEqual({ productId: 2, priceId: 21 });
    expect(fetches.sent('POST /api/v1/billing/stripe/checkout')).toHaveLength(0);
  });

  it('sends a subscribed user to /billing and forgets the pick', async () => {
    localStorage.setItem(PICK, JSON.stringify({ productId: 2, priceId: 21 }));
    signedIn({ subscriptions: [makeSubscription({ product_id: 2, price_id: 21 })] });
    stubFetch(productAnswer);
    const { router } = await renderApp('/checkout/2/21');
    expect(router.state.location.pathname).toBe('/billing');
    expect(localStorage.getItem(PICK)).toBeNull();
  });

  it('lets a user whose subscription ended check out again', async () => {
    signedIn({ subscriptions: [makeSubscription({ status: 'canceled', valid: false, active: false })] });
    stubFetch(productAnswer);
    const { router } = await renderApp('/checkout/2/21');
    expect(router.state.location.pathname).toBe('/checkout/2/21');
    expect(await screen.findByRole('button', { name: 'Pay with Stripe' })).toBeInTheDocument();
  });

  it('posts the plan and price from the keyboard, then sends the browser to Stripe\'s page', async () => {
    localStorage.setItem(PICK, JSON.stringify({ productId: 2, priceId: 21 }));
    signedIn();
    const assign = stayHere();
    const fetches = stubFetch({ ...productAnswer, 'POST /api/v1/billing/stripe/checkout': { checkout: { id: SESSION, url: STRIPE_URL } } });
    await renderApp('/checkout/2/21');
    (await screen.findByRole('button', { name: 'Pay with Stripe' })).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(STRIPE_URL));
    expect(fetches.sent('POST /api/v1/billing/stripe/checkout').map((request) => request.body)).toEqual([{ product_id: 2, price_id: 21 }]);
    expect(localStorage.getItem(PICK)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay with Stripe' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to Stripe');
  });

  it('shows the server\'s reason when checkout is refused, and lets the user try again', async () => {
    signedIn();
    const assign = stayHere();
    let calls = 0;
    stubFetch({
      ...productAnswer,
      'POST /api/v1/billing/stripe/checkout': (_request: StubRequest) =>
        ++calls === 1 ? fail(422, { message: 'Paying by card is not available.', errors: { gateway: ['Paying by card is not available.'] } }) : { checkout: { id: SESSION, url: STRIPE_URL } },
    });
    await renderApp('/checkout/2/21');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with Stripe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Paying by card is not available.');
    expect(assign).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(STRIPE_URL));
  });

  it('is the 404 page for an unknown plan or a price of another plan', async () => {
    signedIn();
    stubFetch({ ...productAnswer, 'GET /api/v1/billing/products/9': fail(404, { message: 'Not found' }) });
    const first = await renderApp('/checkout/9/21');
    expect(await screen.findByText("Looks like you've found the doorway to the great nothing")).toBeInTheDocument();
    first.unmount();

    await renderApp('/checkout/2/99');
    expect(await screen.findByText("Looks like you've found the doorway to the great nothing")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay with Stripe' })).not.toBeInTheDocument();
  });

  it('says when the plan could not be loaded, with a retry', async () => {
    signedIn();
    let up = false;
    stubFetch({ 'GET /api/v1/billing/products/2': (_request: StubRequest) => (up ? { product: PREMIUM, gateways: STRIPE_ONLY } : fail(500, { message: 'Server error' })) });
    await renderApp('/checkout/2/21', { retry: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an issue loading this plan');
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Premium' })).toBeInTheDocument();
  });

  it('is a 404 while billing is off', async () => {
    setBootstrap(makeBootstrap({ user: makeUser(), billing: { enable: false } }));
    stubFetch(productAnswer);
    const { router } = await renderApp('/checkout/2/21');
    expect(router.state.location.pathname).toBe('/404');
  });
});

describe('/checkout/{productId}/{priceId}/stripe/done', () => {
  const complete = `POST /api/v1/billing/stripe/checkout/${SESSION}/complete`;

  it('confirms the payment, reads bootstrap data again and links to /billing', async () => {
    signedIn();
    const subscription = makeSubscription({ product_id: 2, price_id: 21 });
    const fetches = stubFetch({
      [complete]: { status: 'complete', subscription },
      'GET /api/v1/bootstrap-data': { bootstrapData: makeBootstrap({ user: makeUser({ subscriptions: [subscription] }), billing: { enable: true } }) },
    });
    await renderApp(`/checkout/2/21/stripe/done?session_id=${SESSION}`);
    expect(await screen.findByRole('heading', { name: 'Thank you! Your subscription is active.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to billing' })).toHaveAttribute('href', '/billing');
    expect(fetches.sent(complete)).toHaveLength(1);
    await waitFor(() => expect(getBootstrap().user?.subscriptions).toEqual([subscription]));
  });

  it('says the payment is not complete and leads back to the plan', async () => {
    signedIn();
    const fetches = stubFetch({ [complete]: { status: 'open', subscription: null } });
    await renderApp(`/checkout/2/21/stripe/done?session_id=${SESSION}`);
    expect(await screen.findByRole('heading', { name: 'Your payment is not complete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your plan' })).toHaveAttribute('href', '/checkout/2/21');
    expect(fetches.sent('GET /api/v1/bootstrap-data')).toHaveLength(0);
  });

  it('shows the server\'s answer for a session that is not the user\'s', async () => {
    signedIn();
    stubFetch({ [complete]: fail(404, { message: 'Not found.' }) });
    await renderApp(`/checkout/2/21/stripe/done?session_id=${SESSION}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Your payment could not be confirmed' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Not found.');
    expect(within(alert).getByRole('link', { name: 'Back to your plan' })).toHaveAttribute('href', '/checkout/2/21');
  });

  it('asks nothing without a Stripe session id', async () => {
    signedIn();
    const fetches = stubFetch({});
    await renderApp('/checkout/2/21/stripe/done?session_id=nope');
    expect(await screen.findByRole('heading', { name: 'Your payment could not be confirmed' })).toBeInTheDocument();
    expect(fetches.requests.filter((request) => request.path.startsWith('/api/v1/billing/'))).toEqual([]);
  });
});

describe('PayPal at checkout', () => {
  const both = { 'GET /api/v1/billing/products/2': { product: PREMIUM, gateways: { stripe: true, paypal: true } } };

  it('says payments are unavailable when no gateway is usable', async () => {
    signedIn();
    stubFetch({ 'GET /api/v1/billing/products/2': { product: PREMIUM, gateways: { stripe: false, paypal: false } } });
    await renderApp('/checkout/2/21');
    expect(await screen.findByText('Payments are not available right now. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay with/ })).not.toBeInTheDocument();
  });

  it("shows PayPal's refusal, then sends the browser to PayPal's approval page, both buttons disabled while leaving", async () => {
    signedIn();
    const assign = stayHere();
    let calls = 0;
    const refusal = { message: 'Paying with PayPal is not available.', errors: { gateway: ['Paying with PayPal is not available.'] } };
    const fetches = stubFetch({ ...both, 'POST /api/v1/billing/paypal/checkout': () => (++calls === 1 ? fail(422, refusal) : { checkout: { id: 'I-ABC', url: 'https://www.sandbox.paypal.com/x' } }) });
    await renderApp('/checkout/2/21');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Paying with PayPal is not available.');
    await userEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.sandbox.paypal.com/x'));
    expect(fetches.sent('POST /api/v1/billing/paypal/checkout').map((r) => r.body)).toEqual([{ product_id: 2, price_id: 21 }, { product_id: 2, price_id: 21 }]);
    expect(screen.getByRole('button', { name: 'Pay with Stripe' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to PayPal');
  });

  it('/paypal/done: an active subscription thanks the buyer and refreshes bootstrap data', async () => {
    signedIn();
    const subscription = makeSubscription({ product_id: 2, price_id: 21, gateway: 'paypal' });
    stubFetch({
      'POST /api/v1/billing/paypal/subscriptions/I-ABC123/complete': { status: 'ACTIVE', subscription },
      'GET /api/v1/bootstrap-data': { bootstrapData: makeBootstrap({ user: makeUser({ subscriptions: [subscription] }), billing: { enable: true } }) },
    });
    await renderApp('/checkout/2/21/paypal/done?subscription_id=I-ABC123&ba_token=BA-1&token=T');
    expect(await screen.findByRole('heading', { name: 'Thank you! Your subscription is active.' })).toBeInTheDocument();
    await waitFor(() => expect(getBootstrap().user?.subscriptions).toEqual([subscription]));
  });

  it('/paypal/done: an approved subscription waits for PayPal to activate it', async () => {
    signedIn();
    let n = 0;
    const subscription = makeSubscription({ product_id: 2, price_id: 21, gateway: 'paypal' });
    stubFetch({
      'POST /api/v1/billing/paypal/subscriptions/I-ABC123/complete': () => (++n === 1 ? { status: 'APPROVED', subscription: { ...subscription, status: 'incomplete', valid: false } } : { status: 'ACTIVE', subscription }),
      'GET /api/v1/bootstrap-data': { bootstrapData: makeBootstrap({ user: makeUser({ subscriptions: [subscription] }), billing: { enable: true } }) },
    });
    await renderApp('/checkout/2/21/paypal/done?subscription_id=I-ABC123');
    expect(await screen.findByRole('heading', { name: 'PayPal is activating your subscription' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Thank you! Your subscription is active.' })).toBeInTheDocument();
  });

  it('/paypal/done: not approved, someone else\'s, or no subscription id', async () => {
    signedIn();
    stubFetch({
      'POST /api/v1/billing/paypal/subscriptions/I-ABC123/complete': { status: 'APPROVAL_PENDING', subscription: null },
      'POST /api/v1/billing/paypal/subscriptions/I-OTHER/complete': fail(404, { message: 'Not found.' }),
    });
    const pending = await renderApp('/checkout/2/21/paypal/done?subscription_id=I-ABC123');
    expect(await screen.findByRole('heading', { name: 'Your payment is not complete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your plan' })).toHaveAttribute('href', '/checkout/2/21');
    pending.unmount();
    const other = await renderApp('/checkout/2/21/paypal/done?subscription_id=I-OTHER');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not found.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    other.unmount();
    await renderApp('/checkout/2/21/paypal/done?subscription_id=nope');
    expect(await screen.findByText('This page was opened without a PayPal subscription.')).toBeInTheDocument();
  });
});
