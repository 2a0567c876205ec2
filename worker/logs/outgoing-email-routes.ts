import { Hono } from 'hono';
import { count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { outgoingEmails } from '../../db/mail';
import { validate } from '../http/validate';
import { paginate } from '../http/pagination';
import { requirePermission } from '../permissions/guard';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(15),
  to: z.string().trim().max(255).optional(),
});

/**
 * SPEC section 2, admin logs/outgoing-email (permission logs.view): every
 * message the mailer recorded, newest first, optionally for one recipient.
 */
export const outgoingEmailLogRoutes = new Hono<AppEnv>().get(
  '/logs/outgoing-email',
  requirePermission('logs.view'),
  validate('query', listQuery),
  async (c) => {
    const { page, perPage, to } = c.req.valid('query');
    const db = c.get('db');
    const where = to ? eq(outgoingEmails.to_address, to.toLowerCase()) : undefined;
    const [rows, [{ total }]] = await db.batch([
      db
        .select()
        .from(outgoingEmails)
        .where(where)
        .orderBy(desc(outgoingEmails.created_at), desc(outgoingEmails.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      db.select({ total: count() }).from(outgoingEmails).where(where),
    ]);
    return c.json(paginate(rows, page, perPage, total));
  },
);
