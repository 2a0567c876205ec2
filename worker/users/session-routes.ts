import { Hono } from 'hono';
import { and, desc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { sessions } from '../../db/sessions';
import { users } from '../../db/users';
import { validate } from '../http/validate';
import { ValidationError } from '../http/errors';
import { requireAuth } from '../permissions/guard';
import { sha256 } from '../auth/crypto';
import { verifyPassword } from '../auth/password';
import { revokeOtherSessions } from '../auth/sessions';
import { limitAttempts } from '../auth/attempt-limits';
import { responds } from '../http/responds';
import { MessageAnswer, timestamp } from '../http/response-fields';

/**
 * The id the client sees. The row id is the SHA-256 of the cookie: not a
 * credential, but it is the KV key and worth keeping private, so the panel
 * gets a hash of it instead (stable, and a later "end this session" route
 * can map it back among the user's own rows).
 */
export const publicSessionId = async (rowId: string) => (await sha256(`session:${rowId}`)).slice(0, 16);

const logoutOtherBody = z.object({ password: z.string().min(1, 'The password field is required.').max(200) });

/** SPEC section 3, Session, as the active-sessions panel shows it. */
const SessionPayload = z.object({
  id: z.string(),
  device_type: z.enum(['mobile', 'tablet', 'other']),
  platform: z.string().nullable(),
  browser: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  ip_address: z.string().nullable(),
  last_active: timestamp,
  is_current_device: z.boolean(),
});

export const sessionRoutes = new Hono<AppEnv>()
  // SPEC section 3, Session; newest activity first, only live sessions.
  .get('/user-sessions', requireAuth, responds(z.object({ sessions: z.array(SessionPayload) })), async (c) => {
    const current = c.get('sessionId');
    const rows = await c
      .get('db')
      .select()
      .from(sessions)
      .where(and(eq(sessions.user_id, c.get('user')!.id), gt(sessions.expires_at, new Date().toISOString())))
      .orderBy(desc(sessions.last_active))
      .limit(100);
    const list = await Promise.all(
      rows.map(async (row): Promise<z.infer<typeof SessionPayload>> => ({
        id: await publicSessionId(row.id),
        device_type: row.device_type,
        platform: row.platform,
        browser: row.browser,
        city: row.city,
        country: row.country,
        ip_address: row.ip_address,
        last_active: row.last_active,
        is_current_device: row.id === current,
      })),
    );
    return c.json({ sessions: list });
  })
  .post('/user-sessions/logout-other', requireAuth, validate('json', logoutOtherBody), responds(MessageAnswer), async (c) => {
    const db = c.get('db');
    const userId = c.get('user')!.id;
    // A password check like confirm-password, so it shares that budget.
    await limitAttempts(c, 'confirm-password', userId);
    const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, userId)).limit(1);
    if (!(await verifyPassword(c.req.valid('json').password, row?.password ?? null))) {
      throw ValidationError.field('password', 'The provided password was incorrect.');
    }
    // A token caller has no session to keep: every session ends.
    await revokeOtherSessions(db, userId, c.get('sessionId'));
    return c.json({ message: 'Logged out other sessions.' });
  });
