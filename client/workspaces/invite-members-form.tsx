import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTrans } from '../i18n/trans';
import { fieldErrors, showErrorToast } from '../http/server-errors';
import { buttonStyles } from '../ui/button-styles';
import { SelectField } from '../ui/select-field';
import { TextAreaField } from '../ui/text-area-field';
import { toast } from '../ui/toast/toast-store';
import { useSendInvites } from './invite-mutations';
import { INVITE_FORM_DEFAULTS, inviteFormSchema, splitEmails, type InviteFormInput, type InviteFormValues } from './workspace-form-schema';
import { ASSIGNABLE_ROLES, INVITE_EMAILS_MAX, roleLabel } from './workspace-constants';

type InviteForm = UseFormReturn<InviteFormInput, unknown, InviteFormValues>;

/**
 * The server names a refused address by its index (`emails.2`) or the whole
 * list (`emails`, e.g. the member limit): all of them land on the one field.
 */
function applyInviteErrors(error: unknown, form: InviteForm) {
  const errors = Object.entries(fieldErrors(error));
  if (!errors.length) return showErrorToast(error);
  const emails = errors.filter(([field]) => /^emails(\.\d+)?$/.test(field)).map(([, message]) => message);
  if (emails.length) form.setError('emails', { type: 'server', message: emails.join(' ') }, { shouldFocus: true });
  const role = errors.find(([field]) => field === 'roleId');
  if (role) form.setError('roleId', { type: 'server', message: role[1] }, { shouldFocus: !emails.length });
  if (!emails.length && !role) showErrorToast(error);
}

/** Owners and admins invite people by email, with the role they will have. */
export function InviteMembersForm({ workspaceId }: { workspaceId: number }) {
  const trans = useTrans();
  const invite = useSendInvites();
  const form: InviteForm = useForm<InviteFormInput, unknown, InviteFormValues>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: INVITE_FORM_DEFAULTS,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ emails, roleId }) => {
    const list = splitEmails(emails);
    invite.mutate(
      { workspaceId, emails: list, roleId },
      {
        onSuccess: () => {
          toast(list.length === 1 ? trans('Invited :email', { email: list[0] }) : trans('Invited :count people', { count: list.length }));
          form.reset(INVITE_FORM_DEFAULTS);
        },
        onError: (failure) => applyInviteErrors(failure, form),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={trans('Invite members')} className="flex flex-col gap-3">
      <TextAreaField
        {...form.register('emails')}
        label={trans('Email addresses')}
        description={trans('Separate addresses with commas (at most :count at once).', { count: INVITE_EMAILS_MAX })}
        rows={2}
        error={errors.emails?.message && trans(errors.emails.message)}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          {...form.register('roleId')}
          label={trans('Role')}
          className="sm:flex-1"
          error={errors.roleId?.message && trans(errors.roleId.message)}
        >
          {ASSIGNABLE_ROLES.map((roleId) => (
            <option key={roleId} value={roleId}>
              {roleLabel(trans, roleId)}
            </option>
          ))}
        </SelectField>
        <button type="submit" disabled={invite.isPending} className={buttonStyles({ className: 'sm:mb-1' })}>
          {trans('Invite')}
        </button>
      </div>
    </form>
  );
}
