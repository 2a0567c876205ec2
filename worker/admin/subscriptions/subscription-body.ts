import { z } from 'zod';
import { SUBSCRIPTION_NOTE_MAX } from './admin-subscription-types';

const endsAt = z.iso.datetime({ offset: true, error: 'Choose a valid date.' }).nullable().optional();
const note = z.string().trim().max(SUBSCRIPTION_NOTE_MAX, `The note may have at most ${SUBSCRIPTION_NOTE_MAX} characters.`).optional();

export const subscriptionParam = z.object({ id: z.coerce.number().int().positive() });

/** POST subscriptions: a gift or an offline payment (gateway `none`). */
export const createSubscriptionBody = z.object({
  user_id: z.number({ error: 'Choose a user.' }).int().positive(),
  product_id: z.number({ error: 'Choose a plan.' }).int().positive(),
  price_id: z.number().int().positive().nullable().optional(),
  ends_at: endsAt,
  note,
});

/** PUT subscriptions/{id}: a new end date (null: none) and note; a field left out stays. */
export const updateSubscriptionBody = z.object({ ends_at: endsAt, note });

export const cancelSubscriptionBody = z.object({ immediately: z.boolean().default(false) });

/** One shape for every stored date: what SQLite's strftime writes, so dates compare as text (subscription-state.ts). */
export const isoDate = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);
