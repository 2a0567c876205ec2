import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchBrowser, openPage, screenshot, PHONE } from './support/browser';
import { ApiSession } from './support/api-session';
import { adminPage } from './support/admin-page';
import { signUpListener } from './support/listener';

// Issue 14 in Chromium: a guest picks the yearly Creator plan on /pricing,
// registers, pays on the (fake) Stripe Checkout page, gains the plan's
// upload permission, sees the plan on /billing, cancels and renews. Stripe
// is the loopback fake of tests/e2e/support/fake-stripe-server.ts, which the
// local server reaches through STRIPE_API_BASE (tests/e2e/global-setup.ts).

type AdminPlan = { id: number; name: string; prices: { id: number; amount: number; currency: string; interval: string; interval_count: number }[]; [field: string]: unknown };

let browser: Browser;
let admin: ApiSession;
let restoreSettings: () => Promise<void>;
let creator: AdminPlan;

const PASSWORD = 'subscriber12345';

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await ApiSession.admin();
  // The seed's plans come with billing off (db/seed/plans.ts): the admin turns it on with Stripe's keys...
  restoreSettings = await admin.changeSettings({ 'billing.enable': true, 'billing.stripe.enable': true, 'billing.stripe.secret_key': 'sk_test_e2e_billing' });
  // ...and saves each plan once, which copies it and its prices to Stripe.
  const { pagination } = await admin.request<{ pagination: { data: { id: number }[] } }>('GET', '/api/v1/products');
  for (const { id } of pagination.data) {
    const { product } = await admin.request<{ product: AdminPlan }>('GET', `/api/v1/products/${id}`);
    const saved = await admin.request<{ product: AdminPlan; gateways: { stripe: string } }>('PUT', `/api/v1/products/${id}`, product);
    expect(saved.gateways.stripe).toBe('synced');
    if (product.name === 'Creator') creator = saved.product;
  }
});

afterAll(async () => {
  // Other files share the server: billing off again, so their guards send to /404 as before.
  await restoreSettings?.();
  await browser?.close();
});

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('subscribing, end to end', () => {
  it('a guest picks the yearly plan, registers, pays on Stripe, gains the plan, cancels and renews it on /billing', async () => {
    const yearly = creator.prices.find((price) => price.interval === 'year')!;
    const { page, errors, context } = await openPage(browser);
    await page.goto('/pricing');
    await page.getByRole('heading', { name: 'Choose the right plan for you' }).waitFor();
    const card = page.getByRole('article', { name: 'Creator' });
    // Yearly is the toggle's default; the card shows the price a month.
    expect(await card.innerText()).toContain('/ year');
    await card.getByRole('button', { name: 'Choose Creator' }).click();

    await page.waitForURL((url) => url.pathname === '/register');
    const email = `e2e-subscriber-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === `/checkout/${creator.id}/${yearly.id}`);
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();

    // Not subscribed yet: uploading is locked, and the guard offers the plans.
    await page.goto('/backstage/upload');
    await page.waitForURL((url) => url.pathname === '/pricing');
    await page.goto(`/checkout/${creator.id}/${yearly.id}`);
    await page.getByRole('button', { name: 'Pay with Stripe' }).click();

    await page.waitForURL((url) => url.href.startsWith(inject('fakeStripeUrl')));
    await page.getByRole('heading', { name: 'Fake Stripe Checkout' }).waitFor();
    expect(await page.getByText('Subscribe for 99.99 USD / year').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL((url) => url.pathname === `/checkout/${creator.id}/${yearly.id}/stripe/done`);
    await page.getByText('Thank you! Your subscription is active.').waitFor();
    await screenshot(page, 'billing-stripe-done');

    // The plan's permission applies at once: the upload page opens.
    await page.goto('/backstage/upload');
    await page.getByRole('heading', { name: 'Upload tracks' }).waitFor();
    expect(pathOf(page)).toBe('/backstage/upload');

    // Subscribed users see the billing item; it leads to the plan.
    await page.getByRole('link', { name: 'Billing' }).first().click();
    await page.waitForURL((url) => url.pathname === '/billing');
    const plan = page.getByRole('region', { name: 'Current plan' });
    await plan.getByText('Creator').waitFor();
    expect(await plan.getByText('Active', { exact: true }).isVisible()).toBe(true);
    expect(await plan.getByTestId('billing-next').innerText()).toMatch(/^Your plan renews on \w+ \d{1,2}, \d{4}\.$/);
    expect(await page.getByRole('region', { name: 'Payment method' }).innerText()).toContain('ending in 4242');

    await plan.getByRole('link', { name: 'Cancel plan' }).click();
    await page.waitForURL((url) => url.pathname === '/billing/cancel');
    const endsOn = (await page.getByText(/Your plan will be canceled at the end of the period you paid for, on/).innerText()).match(/on (\w+ \d{1,2}, \d{4})\./)![1];
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await page.waitForURL((url) => url.pathname === '/billing');
    await plan.getByText(`Your plan was canceled. You keep it until ${endsOn}.`).waitFor();
    expect(await plan.getByText('Canceled', { exact: true }).isVisible()).toBe(true);
    // Still theirs until then.
    expect((await context.request.get('/api/v1/backstage/albums')).status()).toBe(200);

    await plan.getByRole('link', { name: 'Renew plan' }).click();
    await page.waitForURL((url) => url.pathname === '/billing/renew');
    await page.getByRole('button', { name: 'Renew plan' }).click();
    await page.waitForURL((url) => url.pathname === '/billing');
    await plan.getByText(`Your plan renews on ${endsOn}.`).waitFor();
    await screenshot(page, 'billing-renewed');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a listener without a plan from /billing to /pricing, where the page works on a phone', async () => {
    const { page, context, errors } = await openPage(browser, PHONE, 'light');
    const email = `e2e-no-plan-${Date.now()}@example.com`;
    await page.goto('/register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/billing');
    await page.waitForURL((url) => url.pathname === '/pricing');
    await page.getByRole('article', { name: 'Premium' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an admin gifts a plan to a listener on /admin/subscriptions, and the listener then holds it', async () => {
    const listener = await openPage(browser);
    const { email } = await signUpListener(listener.context);
    const { page, errors } = await adminPage(browser);
    await page.goto('/admin/subscriptions');
    await page.getByRole('heading', { name: 'Subscriptions' }).waitFor();
    await page.getByRole('button', { name: 'Gift a plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gift a plan' });
    await dialog.getByLabel('User').fill(email);
    await dialog.getByRole('button', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).click();
    await dialog.getByLabel('Plan').selectOption({ label: 'Premium' });
    await dialog.getByLabel('Note').fill('Contest winner');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Subscription created').waitFor();
    await page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();

    await listener.page.goto('/billing');
    const plan = listener.page.getByRole('region', { name: 'Current plan' });
    await plan.getByText('Premium').waitFor();
    expect(await plan.getByTestId('billing-next').innerText()).toBe('Your plan has no end date.');
    // A gift has no card and no price to change: only cancel is offered.
    expect(await listener.page.getByRole('region', { name: 'Payment method' }).count()).toBe(0);
    expect(await plan.getByRole('link', { name: 'Change plan' }).count()).toBe(0);
    expect(listener.errors).toEqual([]);
    await listener.context.close();
  });
});
