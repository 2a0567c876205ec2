/**
 * The done pages' search readers, apart from their queries: a route's
 * validateSearch loads with the entry chunk, the page's query with the page.
 */

/** Stripe's Checkout session ids, as the server checks them (worker/billing/checkout-routes.ts). */
const SESSION_ID = /^cs_[A-Za-z0-9_]{1,200}$/;

export type StripeDoneSearch = { session_id?: string };

/** The Stripe done page's query: the `session_id` Stripe fills into success_url; anything else is dropped. */
export function validateStripeDoneSearch(search: Record<string, unknown>): StripeDoneSearch {
  const id = search.session_id;
  return { session_id: typeof id === 'string' && SESSION_ID.test(id) ? id : undefined };
}

/** PayPal's subscription ids, as the server checks them (worker/billing/paypal/paypal-checkout-routes.ts). */
const SUBSCRIPTION_ID = /^I-[A-Z0-9]{1,60}$/;

export type PaypalDoneSearch = { subscription_id?: string };

/** The PayPal done page's query: the `subscription_id` PayPal adds to return_url (its `ba_token` and `token` are not needed); anything else is dropped. */
export function validatePaypalDoneSearch(search: Record<string, unknown>): PaypalDoneSearch {
  const id = search.subscription_id;
  return { subscription_id: typeof id === 'string' && SUBSCRIPTION_ID.test(id) ? id : undefined };
}
