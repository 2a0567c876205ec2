import { serveFetchHandler, type LoopbackServer } from './loopback-fetch-server';
import { accountKeyOf, answerStripe, completeCheckout, portalUpdateCard, stripeObject } from '../../worker/support/fake-stripe';

/**
 * The fake Stripe of the worker tests (tests/worker/support/fake-stripe.ts)
 * on a loopback port, for the local server under e2e (STRIPE_API_BASE): the
 * worker's SDK calls its /v1 API, and the browser opens its hosted pages,
 * which stand in for Stripe's: Checkout (/c/pay/{session}) takes no card,
 * a Pay button completes the session as a paying customer would; the
 * billing portal (/p/session/{id}) saves a new card. Each then sends the
 * browser back where Stripe would.
 */
export async function startFakeStripe(): Promise<LoopbackServer> {
  return serveFetchHandler((request, url) => (url.pathname.startsWith('/v1/') ? answerStripe(request) : hostedPage(request.method, url)));
}

const html = (title: string, content: string) =>
  new Response(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${content}</main></body></html>`, {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });

const goTo = (location: string) => new Response(null, { status: 303, headers: { Location: location } });

function hostedPage(method: string, url: URL): Response {
  // Browsers ask every origin for one; a 404 would read as a console error on the hosted page.
  if (url.pathname === '/favicon.ico') return new Response(null, { status: 204 });
  const [, kind, sub, id] = url.pathname.split('/');
  const key = id ? accountKeyOf(id) : null;
  const object = key && id ? stripeObject(key, id) : null;
  if (!key || !object) return new Response('Not found', { status: 404 });
  if (kind === 'c' && sub === 'pay') {
    if (method === 'POST') {
      completeCheckout(key, id);
      return goTo(String(object.success_url).replace('{CHECKOUT_SESSION_ID}', id));
    }
    const price = stripeObject(key, (object.line_items as { price: string }[])[0].price)!;
    const amount = `${(Number(price.unit_amount) / 100).toFixed(2)} ${String(price.currency).toUpperCase()}`;
    return html('Fake Stripe Checkout', `<p>Subscribe for ${amount} / ${(price.recurring as { interval: string }).interval}</p><form method="post"><button type="submit">Pay</button></form><a href="${String(object.cancel_url)}">Back</a>`);
  }
  if (kind === 'p' && sub === 'session') {
    if (method === 'POST') {
      portalUpdateCard(key, id);
      return goTo(String(object.return_url));
    }
    return html('Fake Stripe billing portal', '<p>Card number 5555 5555 5555 4444</p><form method="post"><button type="submit">Save card</button></form>');
  }
  return new Response('Not found', { status: 404 });
}
