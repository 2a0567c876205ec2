import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { Paginated } from '../http/pagination';
import { applyServerErrors } from '../http/server-errors';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import { Dialog } from '../ui/dialog/dialog';
import { closeDialog } from '../ui/dialog/dialog-store';
import { SelectField } from '../ui/select-field';
import { TextAreaField } from '../ui/text-area-field';
import { TextField } from '../ui/text-field';
import { toast } from '../ui/toast/toast-store';
import { announcementBody, announcementSchema, type AnnouncementInput } from './announcement-schema';
import { ANNOUNCEMENT_LIMITS } from './notification-constants';

type Role = { id: number; name: string };

const rolesQuery = { queryKey: ['notifications-announcement-roles'], queryFn: () => apiClient.get<Paginated<Role>>('roles', { perPage: 100 }) };

/**
 * An administrator's announcement to every user or to one role's users
 * (POST notifications/announcements). The queue delivers it; each reader
 * gets it per their channels.
 */
export function AnnouncementForm() {
  const trans = useTrans();
  const roles = useQuery(rolesQuery);
  const send = useMutation({ mutationFn: (input: AnnouncementInput) => apiClient.post('notifications/announcements', announcementBody(input)) });
  const form = useForm<AnnouncementInput>({
    resolver: zodResolver(announcementSchema),
    defaultValues: { title: '', body: '', audience: 'all' },
  });
  const { errors } = form.formState;
  const message = (error?: { message?: string }) => (error?.message ? trans(error.message) : undefined);

  const onSubmit = form.handleSubmit((input) =>
    send.mutate(input, {
      onSuccess: () => {
        toast.positive(trans('Announcement sent'));
        closeDialog();
      },
      onError: (error) => applyServerErrors(error, form),
    }),
  );

  return (
    <Dialog title={trans('New announcement')} size="md">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <TextField {...form.register('title')} label={trans('Title')} autoFocus maxLength={ANNOUNCEMENT_LIMITS.title} error={message(errors.title)} />
        <TextAreaField {...form.register('body')} label={trans('Message')} rows={4} maxLength={ANNOUNCEMENT_LIMITS.body} error={message(errors.body)} />
        <SelectField {...form.register('audience')} label={trans('Send to')} error={message(errors.audience)}>
          <option value="all">{trans('All users')}</option>
          {(roles.data?.pagination.data ?? []).map((role) => (
            <option key={role.id} value={String(role.id)}>
              {trans('Users with the role :name', { name: role.name })}
            </option>
          ))}
        </SelectField>
        <div className="flex justify-end gap-2">
          <button type="button" onClick={() => closeDialog()} className={buttonStyles({ variant: 'ghost' })}>
            {trans('Cancel')}
          </button>
          <button type="submit" disabled={send.isPending} className={buttonStyles()}>
            {trans('Send')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
