import { z } from 'zod';
import { ASSIGNABLE_ROLES, INVITE_EMAILS_MAX, WORKSPACE_NAME_MAX, WORKSPACE_ROLES } from './workspace-constants';

/** The same rules as the worker's workspaceBody (worker/workspaces/workspace-schemas.ts). */
export const workspaceNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'The name field is required.')
    .max(WORKSPACE_NAME_MAX, `The name may not be greater than ${WORKSPACE_NAME_MAX} characters.`),
});
export type WorkspaceNameValues = z.infer<typeof workspaceNameSchema>;

/** Addresses typed into one field, separated by commas, semicolons, spaces or new lines. */
export const splitEmails = (text: string) => [...new Set(text.split(/[\s,;]+/).filter(Boolean))];

export const inviteFormSchema = z.object({
  emails: z
    .string()
    .refine((text) => splitEmails(text).length > 0, 'Enter at least one email address.')
    .refine((text) => splitEmails(text).length <= INVITE_EMAILS_MAX, `Invite at most ${INVITE_EMAILS_MAX} people at once.`)
    .refine((text) => splitEmails(text).every((email) => z.email().safeParse(email).success), 'Enter valid email addresses, separated by commas.'),
  roleId: z.coerce.number().refine((id) => (ASSIGNABLE_ROLES as readonly number[]).includes(id), 'The role must be admin (2) or member (3).'),
});
export type InviteFormInput = z.input<typeof inviteFormSchema>;
export type InviteFormValues = z.output<typeof inviteFormSchema>;
export const INVITE_FORM_DEFAULTS: InviteFormInput = {
  emails: '',
  roleId: WORKSPACE_ROLES.member,
};
