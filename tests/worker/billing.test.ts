import { describe } from 'vitest';

// The billing domain (issue 14), one file for the reason admin.test.ts gives:
// plans, the user's subscriptions against the fake Stripe, PayPal against
// its fake, and the admin's subscriptions.

describe('billing-plans', async () => {
  await import('./billing-plans.suite');
});

describe('billing-subscriptions', async () => {
  await import('./billing-subscriptions.suite');
});

describe('billing-paypal', async () => {
  await import('./billing-paypal.suite');
});

describe('billing-admin-subscriptions', async () => {
  await import('./billing-admin-subscriptions.suite');
});
