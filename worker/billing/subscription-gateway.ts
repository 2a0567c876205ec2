import { eq } from 'drizzle-orm';
import { subscriptions, type SubscriptionRow } from '../../db/billing';
import { isoNow } from '../../db/columns';
import type { Db } from '../db';
import type { PriceRow } from './product-service';

/** What a running subscription can be asked to do, whoever asks (its owner on /billing, an admin). */
export type SubscriptionGateway = {
  /**
   * Stop renewing. `immediately: false` keeps access to the end of the paid
   * period (`ends_at` = that end, `canceled_at` = now); `true` ends it now.
   * The gateway is told first, then our row is stored as the gateway has it.
   */
  cancel(sub: SubscriptionRow, immediately: boolean): Promise<void>;
  /** Undo a pending cancel (on_grace_period): it renews again. */
  renew(sub: SubscriptionRow): Promise<void>;
  /**
   * Move to another price. Either done at once (`redirect: null`, our row
   * stored), or the gateway needs the customer's approval on its page first
   * (`redirect`: where to send the browser).
   */
  changePlan(sub: SubscriptionRow, next: PriceRow, returnUrl: string): Promise<{ redirect: string | null }>;
  /** An admin moves the end of access (null: runs on / renews). */
  setEndDate(sub: SubscriptionRow, endsAt: string | null): Promise<void>;
  /** Where the customer changes the card or account that pays (the gateway's own page), returning to `returnUrl`; null when there is nothing to change. */
  paymentMethodUrl(sub: SubscriptionRow, returnUrl: string): Promise<string | null>;
  /** Read the subscription back from the gateway and store it (after the customer comes back from its page). */
  refresh(sub: SubscriptionRow): Promise<void>;
};

export type GatewayContext = { env: Env; db: Db };

/** Gifted and offline subscriptions (gateway `none`): nothing to tell anyone, our row is the subscription. */
export function localGateway({ db }: GatewayContext): SubscriptionGateway {
  const update = (sub: SubscriptionRow, set: Partial<SubscriptionRow>) => db.update(subscriptions).set({ ...set, updated_at: isoNow }).where(eq(subscriptions.id, sub.id)).then(() => undefined);
  const now = () => new Date().toISOString();
  return {
    cancel: (sub, immediately) =>
      update(sub, immediately || !sub.ends_at || Date.parse(sub.ends_at) <= Date.now()
        ? { status: 'canceled', canceled_at: now(), ends_at: now(), renews_at: null }
        : { canceled_at: now(), renews_at: null }),
    renew: (sub) => update(sub, { canceled_at: null, status: 'active' }),
    changePlan: async (sub, next) => {
      await update(sub, { product_id: next.product_id, price_id: next.id });
      return { redirect: null };
    },
    paymentMethodUrl: async () => null,
    refresh: async () => undefined,
    setEndDate: (sub, endsAt) => update(sub, { ends_at: endsAt, ...(endsAt && Date.parse(endsAt) > Date.now() && sub.status === 'canceled' ? { status: 'active' } : {}) }),
  };
}

export type GatewayFactory = (ctx: GatewayContext) => Promise<SubscriptionGateway | null>;
