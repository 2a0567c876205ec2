import { answerStripe, stripeAccountState, type StripeCall } from './fake-stripe.ts';
import { answerPaypal, paypalAccountState, type PaypalCall } from './fake-paypal.ts';

/**
 * The payment gateways' hosts, answered by the loopback fakes
 * (fake-stripe.ts, fake-paypal.ts) from outbound-fakes.ts; null for any
 * other request. https://fakes.test/stripe/<key> and /paypal/<client id>
 * hand tests an account's calls and objects.
 */
export function answerBillingFakes(request: Request): Promise<Response> | null {
  const url = new URL(request.url);
  if (url.host === 'api.stripe.com') return answerStripe(request);
  if (url.host === 'api-m.sandbox.paypal.com' || url.host === 'api-m.paypal.com') return answerPaypal(request);
  if (url.host !== 'fakes.test') return null;
  const [, gateway, account] = url.pathname.split('/');
  const state = gateway === 'stripe' ? stripeAccountState(decodeURIComponent(account)) : gateway === 'paypal' ? paypalAccountState(decodeURIComponent(account)) : null;
  return state && Promise.resolve(Response.json(state));
}

type AccountState<Call> = { calls: Call[]; objects: Record<string, any> };

/** From a test (in workerd): what the fake Stripe account of `key` has been asked and holds. */
export const fakeStripeAccount = async (key: string) => (await fetch(`https://fakes.test/stripe/${encodeURIComponent(key)}`)).json<AccountState<StripeCall>>();

/** From a test: what the fake PayPal account of `clientId` has been asked and holds. */
export const fakePaypalAccount = async (clientId: string) => (await fetch(`https://fakes.test/paypal/${encodeURIComponent(clientId)}`)).json<AccountState<PaypalCall>>();
