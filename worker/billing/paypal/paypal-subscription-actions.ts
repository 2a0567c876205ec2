import type { SubscriptionRow } from '../../../db/billing';
import { ValidationError } from '../../http/errors';
import { getSettings } from '../../settings/settings-service';
import { gatewayConfig } from '../gateway-config';
import type { GatewayFactory } from '../subscription-gateway';
import { PaypalApi } from './paypal-api';
import { approveLink, fetchPaypalSubscription, pendingCancelEnd, pendingCancelNote, storePaypalSubscription, type PaypalSubscription } from './paypal-subscription-sync';

/** Where a PayPal account holder changes what pays their subscriptions: PayPal's own automatic payments page. */
const AUTOPAY = { live: 'https://www.paypal.com/myaccount/autopay/', sandbox: 'https://www.sandbox.paypal.com/myaccount/autopay/' };

/**
 * A PayPal subscription's actions (docs/api/billing.md, "Checkout (PayPal)").
 * PayPal cancels at once and knows no end date, so a cancel at the
 * period's end, and an admin's end date within the paid period, suspend it
 * instead (no more payments; `activate` undoes it) with the end of access
 * in the suspension's note (paypal-subscription-sync.ts). Each action asks
 * PayPal, then reads the subscription back and stores it as the webhook
 * would, so the webhook that follows changes nothing.
 */
export const paypalGateway: GatewayFactory = async ({ env, db }) => {
  const { paypal: config } = await gatewayConfig(env, db, { switchedOff: true });
  if (!config) return null;
  const api = new PaypalApi(config, env);
  const path = (sub: SubscriptionRow, action: string) => `/v1/billing/subscriptions/${encodeURIComponent(sub.gateway_id!)}/${action}`;
  const read = (sub: SubscriptionRow) => fetchPaypalSubscription(api, sub.gateway_id!);
  const store = async (sub: SubscriptionRow) => void (await storePaypalSubscription(api, db, sub.gateway_id!));
  const suspend = (sub: SubscriptionRow, endsAt: string) => api.request('POST', path(sub, 'suspend'), { reason: pendingCancelNote(endsAt) });
  const activate = (sub: SubscriptionRow) => api.request('POST', path(sub, 'activate'), { reason: 'Renewed by the subscriber.' });
  const cancelNow = (sub: SubscriptionRow, reason: string) => api.request('POST', path(sub, 'cancel'), { reason });
  /** The end of what has been paid (the next payment, else a pending cancel's end); none once payments failed or it ended. */
  const paidUntil = (current: PaypalSubscription) =>
    current.status === 'ACTIVE' || pendingCancelEnd(current) ? (current.billing_info?.next_billing_time ?? pendingCancelEnd(current)) : null;

  return {
    async cancel(sub, immediately) {
      const current = await read(sub);
      const until = paidUntil(current);
      if (current.status === 'CANCELLED' || current.status === 'EXPIRED') return store(sub);
      if (immediately || !until || Date.parse(until) <= Date.now()) await cancelNow(sub, 'Canceled by the subscriber.');
      else if (current.status === 'ACTIVE') await suspend(sub, until);
      await store(sub);
    },
    async renew(sub) {
      const current = await read(sub);
      if (!pendingCancelEnd(current)) {
        if (current.status === 'CANCELLED' || current.status === 'EXPIRED') throw ValidationError.field('gateway', 'PayPal has ended this subscription: subscribe again from the pricing page.');
        return store(sub);
      }
      await activate(sub);
      await store(sub);
    },
    async changePlan(sub, next, returnUrl) {
      if (!next.paypal_id) throw ValidationError.field('price_id', 'This plan is not available for PayPal payments yet.');
      // A pending cancel is undone first, as a plan change at Stripe clears it: PayPal revises active subscriptions.
      if (pendingCancelEnd(await read(sub))) await activate(sub);
      const settings = await getSettings(env, db);
      const revised = await api.request<{ links?: PaypalSubscription['links'] }>('POST', path(sub, 'revise'), {
        plan_id: next.paypal_id,
        application_context: { brand_name: String(settings['branding.site_name']).slice(0, 127), shipping_preference: 'NO_SHIPPING', return_url: returnUrl, cancel_url: returnUrl },
      });
      // PayPal asks the buyer to agree to a new price on its page; our row follows once they have (refresh, or the webhook).
      const redirect = approveLink(revised);
      await store(sub);
      return { redirect };
    },
    async setEndDate(sub, endsAt) {
      const current = await read(sub);
      if (endsAt === null) {
        if (pendingCancelEnd(current)) await activate(sub);
        return store(sub);
      }
      if (Date.parse(endsAt) <= Date.now()) {
        if (current.status !== 'CANCELLED' && current.status !== 'EXPIRED') await cancelNow(sub, 'Ended by an administrator.');
        return store(sub);
      }
      // A suspended subscription is not billed: an end after the paid period would give the time between for free.
      const until = paidUntil(current);
      if (!until || Date.parse(endsAt) > Date.parse(until)) {
        throw ValidationError.field('ends_at', until ? `A PayPal subscription can end at most when its paid period does (${until}).` : 'This PayPal subscription has no paid period to end within.');
      }
      // A new end for a pending cancel: PayPal keeps one suspension note, so it is resumed and suspended again.
      if (current.status === 'SUSPENDED') await activate(sub);
      await suspend(sub, endsAt);
      await store(sub);
    },
    paymentMethodUrl: async () => (config.apiBase.includes('sandbox') ? AUTOPAY.sandbox : AUTOPAY.live),
    refresh: (sub) => store(sub),
  };
};
