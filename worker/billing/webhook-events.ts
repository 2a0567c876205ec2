import { and, eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '../db';
import { billingEvents, type Gateway } from '../../db/billing';

export const alreadyApplied = async (db: Db, gateway: Gateway, eventId: string) =>
  (await db.select({ id: billingEvents.event_id }).from(billingEvents).where(and(eq(billingEvents.gateway, gateway), eq(billingEvents.event_id, eventId))).limit(1)).length > 0;

/**
 * A webhook event's writes, applied once: the event's id is recorded in the
 * same D1 batch (one transaction), so a delivery is either applied and
 * recorded, or neither. A replay that races the first delivery fails on the
 * primary key, changes nothing and is acknowledged as a duplicate.
 */
export async function applyOnce(db: Db, gateway: Gateway, event: { id: string; type: string }, writes: BatchItem<'sqlite'>[]): Promise<boolean> {
  try {
    await db.batch([db.insert(billingEvents).values({ gateway, event_id: event.id, type: event.type }), ...writes]);
    return true;
  } catch (error) {
    if (String(error).includes('UNIQUE constraint failed: billing_events')) return false;
    throw error;
  }
}
