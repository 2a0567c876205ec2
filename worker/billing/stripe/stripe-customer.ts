import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { billingCustomers } from '../../../db/billing';
import type { AuthUser } from '../../permissions/auth-user';
import type { Stripe } from './stripe-client';

/** The user's Stripe customer, made once and kept (billing_customers), so every checkout and invoice lands on one customer. */
export async function stripeCustomerId(stripe: Stripe, db: Db, user: AuthUser): Promise<string> {
  const mine = and(eq(billingCustomers.user_id, user.id), eq(billingCustomers.gateway, 'stripe'));
  const [held] = await db.select().from(billingCustomers).where(mine).limit(1);
  if (held) return held.customer_id;
  const customer = await stripe.customers.create({ email: user.email, name: user.name, metadata: { user_id: String(user.id) } });
  // Two checkouts at once may both create one: the first stored wins, and both use it.
  await db.insert(billingCustomers).values({ user_id: user.id, gateway: 'stripe', customer_id: customer.id }).onConflictDoNothing();
  const [stored] = await db.select().from(billingCustomers).where(mine).limit(1);
  return stored.customer_id;
}
