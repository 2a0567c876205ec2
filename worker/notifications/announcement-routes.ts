import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { roles } from '../../db/roles';
import { validate } from '../http/validate';
import { ValidationError } from '../http/errors';
import { requirePermission } from '../permissions/guard';
import { textLine } from './notification-lines';
import type { NewNotification } from './store-notifications';
import { responds } from '../http/responds';
import { AnnouncementAnswer } from '../api-docs/notification-answers';

/** Limits the announcement form shows too (client/notifications/announcement-form.tsx). */
export const ANNOUNCEMENT_LIMITS = { title: 150, body: 2000 } as const;

export const announcementBody = z
  .object({
    title: z
      .string({ error: 'The title field is required.' })
      .trim()
      .min(1, 'The title field is required.')
      .max(ANNOUNCEMENT_LIMITS.title, `The title may not be greater than ${ANNOUNCEMENT_LIMITS.title} characters.`),
    body: z
      .string({ error: 'The body field is required.' })
      .trim()
      .min(1, 'The body field is required.')
      .max(ANNOUNCEMENT_LIMITS.body, `The body may not be greater than ${ANNOUNCEMENT_LIMITS.body} characters.`),
    audience: z.enum(['all', 'role'], { error: 'The audience must be all or role.' }),
    role_id: z.number({ error: 'The role must be a role id.' }).int().positive().optional(),
  })
  .refine((body) => body.audience === 'all' || body.role_id !== undefined, { path: ['role_id'], message: 'Choose a role.' });

/** An announcement reads as its title, then its text; it has no image, so it shows the unread dot. */
export const announcementNotification = (title: string, body: string): NewNotification => ({
  type: 'announcement',
  data: { lines: [textLine(title, { type: 'primary' }), textLine(body, { type: 'secondary' })] },
});

/**
 * POST notifications/announcements (administrators only): queued at once,
 * delivered by the queue in chunks to every user or to one role's users.
 */
export const announcementRoutes = new Hono<AppEnv>().post(
  '/notifications/announcements',
  requirePermission('admin'),
  validate('json', announcementBody),
  responds(AnnouncementAnswer, 202),
  async (c) => {
    const { title, body, audience, role_id } = c.req.valid('json');
    const roleId = audience === 'role' ? role_id! : null;
    if (roleId !== null) {
      const [role] = await c.get('db').select({ id: roles.id }).from(roles).where(eq(roles.id, roleId)).limit(1);
      if (!role) throw ValidationError.field('role_id', 'The selected role does not exist.');
    }
    await c.env.JOBS.send({ type: 'announcement.fanout', roleId, notification: announcementNotification(title, body), origin: new URL(c.req.url).origin });
    return c.json({ announcement: { title, audience, role_id: roleId } }, 202);
  },
);
