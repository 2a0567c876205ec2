// The admin subscriptions API's row (docs/api/billing.md, "Subscriptions"), shared by worker and client.
// Pure types only: the client imports this file.
import type { Gateway, PricePayload, SubscriptionStatus } from '../../billing/billing-types';

/** A subscription as /admin/subscriptions lists and edits it. */
export type AdminSubscriptionRow = {
  id: number;
  user: { id: number; name: string; email: string; image: string | null };
  product: { id: number; name: string };
  price: PricePayload | null;
  gateway: Gateway;
  /** The gateway's subscription id; null for gifts and offline payments (gateway `none`). */
  gateway_id: string | null;
  status: SubscriptionStatus;
  valid: boolean;
  active: boolean;
  on_grace_period: boolean;
  renews_at: string | null;
  ends_at: string | null;
  canceled_at: string | null;
  note: string;
  created_at: string;
};

/** The longest note a subscription made by hand keeps ("Gift", "Paid by bank transfer"). */
export const SUBSCRIPTION_NOTE_MAX = 500;
