import { Hono } from 'hono';
import type { AppEnv } from '../../types';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import { gatewayConfig, type PaypalConfig } from '../gateway-config';
import { alreadyApplied, applyOnce } from '../webhook-events';
import { PaypalApi, PaypalError } from './paypal-api';
import { fetchPaypalSubscription, paypalInvoiceWrite, paypalSubscriptionWrites, type PaypalSubscription } from './paypal-subscription-sync';
import { responds } from '../../http/responds';
import { z } from 'zod';

const SUBSCRIPTION_EVENTS = new Set([
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'BILLING.SUBSCRIPTION.UPDATED',
  'BILLING.SUBSCRIPTION.CANCELLED',
  'BILLING.SUBSCRIPTION.SUSPENDED',
  'BILLING.SUBSCRIPTION.EXPIRED',
  'BILLING.SUBSCRIPTION.RE-ACTIVATED',
]);

type PaypalEvent = { id: string; event_type: string; resource?: Record<string, unknown> };
type Sale = { id: string; billing_agreement_id?: string; amount?: { total: string; currency: string }; create_time?: string };

/** The headers PayPal signs a delivery with, as its verify-webhook-signature call names them. */
const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/**
 * Asks PayPal whether it sent this delivery (developer.paypal.com/docs/api/webhooks/v1/#verify-webhook-signature_post).
 * The event goes back as the bytes received, spliced into the JSON, since
 * PayPal checks the signature over them and a re-serialized copy may differ.
 */
async function verified(api: PaypalApi, config: PaypalConfig, header: (name: string) => string | undefined, raw: string): Promise<boolean> {
  const fields: Record<string, string> = { webhook_id: config.webhookId };
  for (const [field, name] of Object.entries(SIGNATURE_HEADERS)) {
    const value = header(name);
    if (!value) return false;
    fields[field] = value;
  }
  const body = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${raw}}`;
  try {
    const answer = await api.request<{ verification_status: string }>('POST', '/v1/notifications/verify-webhook-signature', undefined, body);
    return answer.verification_status === 'SUCCESS';
  } catch (error) {
    // PayPal refuses malformed input (400, 422) as it would a forged delivery; anything else is its outage, retried by PayPal.
    if (error instanceof PaypalError && error.status < 500 && error.status !== 401) return false;
    throw error;
  }
}

/**
 * What an event changes. The subscription is always read back from PayPal
 * rather than taken from the event, so deliveries that arrive out of order
 * still leave the row as PayPal has it now.
 */
async function eventWrites(api: PaypalApi, db: Db, event: PaypalEvent) {
  try {
    return await writesFor(api, db, event);
  } catch (error) {
    // A subscription PayPal does not know under our app (another app's, or deleted in sandbox) is not ours: recorded, left alone.
    if (error instanceof PaypalError && error.status === 404) return [];
    throw error;
  }
}

async function writesFor(api: PaypalApi, db: Db, event: PaypalEvent) {
  const resource = event.resource ?? {};
  if (SUBSCRIPTION_EVENTS.has(event.event_type) && typeof resource.id === 'string') {
    return paypalSubscriptionWrites(db, await fetchPaypalSubscription(api, resource.id));
  }
  if (event.event_type === 'PAYMENT.SALE.COMPLETED') {
    const sale = resource as Sale;
    if (!sale.billing_agreement_id || !sale.amount) return [];
    const sub = await fetchPaypalSubscription(api, sale.billing_agreement_id);
    const writes = await paypalSubscriptionWrites(db, sub);
    const payment = {
      id: sale.id,
      amount: { currency_code: sale.amount.currency, value: sale.amount.total },
      status: 'paid' as const,
      periodStart: sale.create_time ?? null,
      periodEnd: sub.billing_info?.next_billing_time ?? null,
    };
    return writes.length ? [...writes, paypalInvoiceWrite(db, sub.id, payment)] : [];
  }
  if (event.event_type === 'BILLING.SUBSCRIPTION.PAYMENT.FAILED' && typeof resource.id === 'string') {
    const sub = await fetchPaypalSubscription(api, resource.id);
    const writes = await paypalSubscriptionWrites(db, sub);
    // A failed renewal has no PayPal id of its own: the subscription and the attempt's time key it, so a redelivery updates the same row.
    const failed = (resource as PaypalSubscription).billing_info?.last_failed_payment ?? sub.billing_info?.last_failed_payment;
    if (!writes.length || !failed) return writes;
    const payment = { id: `${sub.id}:failed:${failed.time}`, amount: failed.amount, status: 'failed' as const, periodStart: failed.time, periodEnd: sub.billing_info?.next_billing_time ?? null };
    return [...writes, paypalInvoiceWrite(db, sub.id, payment)];
  }
  return [];
}

/**
 * POST /api/v1/billing/paypal/webhook, mounted before sessions and CSRF:
 * PayPal's signature, checked by PayPal itself against the configured
 * webhook id, is its authorization (400 and nothing changed when it fails);
 * each event id is applied once (webhook-events.ts).
 */
export const paypalWebhookRoutes = new Hono<AppEnv>().post('/api/v1/billing/paypal/webhook', responds(z.object({ received: z.literal(true), duplicate: z.boolean() })), async (c) => {
  const db = c.get('db');
  const { paypal: config } = await gatewayConfig(c.env, db, { switchedOff: true });
  if (!config?.webhookId) throw notFound();
  const api = new PaypalApi(config, c.env);
  const raw = await c.req.text();
  let event: PaypalEvent;
  try {
    event = JSON.parse(raw) as PaypalEvent;
  } catch {
    return c.json({ message: 'Invalid signature.' }, 400);
  }
  if (typeof event?.id !== 'string' || typeof event.event_type !== 'string' || !(await verified(api, config, (name) => c.req.header(name), raw))) {
    return c.json({ message: 'Invalid signature.' }, 400);
  }
  if (await alreadyApplied(db, 'paypal', event.id)) return c.json({ received: true, duplicate: true });
  const applied = await applyOnce(db, 'paypal', { id: event.id, type: event.event_type }, await eventWrites(api, db, event));
  return c.json({ received: true, duplicate: !applied });
});
