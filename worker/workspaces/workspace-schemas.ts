import { z } from 'zod';
import { emailField } from '../auth/auth-fields';
import { ASSIGNABLE_ROLES, INVITE_EMAILS_MAX, WORKSPACE_NAME_MAX } from './workspace-types';

const name = z
  .string({ error: 'The name field is required.' })
  .trim()
  .min(1, 'The name field is required.')
  .max(WORKSPACE_NAME_MAX, `The name may not be greater than ${WORKSPACE_NAME_MAX} characters.`);

export const workspaceBody = z.object({ name });

const roleId = z.union(
  ASSIGNABLE_ROLES.map((id) => z.literal(id)),
  { error: 'The role must be admin (2) or member (3).' },
);

export const roleBody = z.object({ roleId });

export const inviteBody = z.object({
  emails: z
    .array(emailField, { error: 'The emails field is required.' })
    .min(1, 'Enter at least one email address.')
    .max(INVITE_EMAILS_MAX, `Invite at most ${INVITE_EMAILS_MAX} people at once.`)
    .transform((emails) => [...new Set(emails)]),
  roleId,
});

export const workspaceParam = z.object({ id: z.coerce.number().int().positive() });
export const memberParam = workspaceParam.extend({ userId: z.coerce.number().int().positive() });
export const inviteParam = z.object({ inviteId: z.uuid({ error: 'The invite id is not valid.' }) });
export const workspaceInviteParam = workspaceParam.extend(inviteParam.shape);
