import { z } from 'zod';
import { ANNOUNCEMENT_LIMITS } from './notification-constants';

/** docs/api/notifications.md, POST notifications/announcements; the messages are the server's, so they translate alike. */
export const announcementSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'The title field is required.')
    .max(ANNOUNCEMENT_LIMITS.title, `The title may not be greater than ${ANNOUNCEMENT_LIMITS.title} characters.`),
  body: z
    .string()
    .trim()
    .min(1, 'The body field is required.')
    .max(ANNOUNCEMENT_LIMITS.body, `The body may not be greater than ${ANNOUNCEMENT_LIMITS.body} characters.`),
  /** 'all', or a role's id: every user, or the users of that role. */
  audience: z.string(),
});

export type AnnouncementInput = z.infer<typeof announcementSchema>;

/** The form's audience as the API takes it. */
export const announcementBody = ({ audience, ...rest }: AnnouncementInput) =>
  audience === 'all' ? { ...rest, audience: 'all' as const } : { ...rest, audience: 'role' as const, role_id: Number(audience) };
