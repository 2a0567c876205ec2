// The admin subscriptions API's row (docs/api/billing.md, "Subscriptions"), shared by worker and client
// (the client imports the types only).
import { z } from 'zod';
import { GATEWAYS } from '../../../db/billing';
import { PricePayload, SUBSCRIPTION_STATUSES } from '../../billing/billing-types';
import { timestamp } from '../../http/response-fields';

/** A subscription as /admin/subscriptions lists and edits it. */
export const AdminSubscriptionRow = z
  .object({
    id: z.int(),
    user: z.object({ id: z.int(), name: z.string(), email: z.string(), image: z.string().nullable() }),
    product: z.object({ id: z.int(), name: z.string() }),
    price: PricePayload.nullable(),
    gateway: z.enum(GATEWAYS),
    /** The gateway's subscription id; null for gifts and offline payments (gateway `none`). */
    gateway_id: z.string().nullable(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    valid: z.boolean(),
    active: z.boolean(),
    on_grace_period: z.boolean(),
    renews_at: timestamp.nullable(),
    ends_at: timestamp.nullable(),
    canceled_at: timestamp.nullable(),
    note: z.string(),
    created_at: timestamp,
  })
  .meta({ id: 'AdminSubscription' });
export type AdminSubscriptionRow = z.infer<typeof AdminSubscriptionRow>;

/** The longest note a subscription made by hand keeps ("Gift", "Paid by bank transfer"). */
export const SUBSCRIPTION_NOTE_MAX = 500;
