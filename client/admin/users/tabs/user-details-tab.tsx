import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTrans } from '../../../i18n/trans';
import { apiClient } from '../../../http/api-client';
import { applyServerErrors } from '../../../http/server-errors';
import { fieldError } from '../../../auth/field-error';
import { TextField } from '../../../ui/text-field';
import { Checkbox } from '../../../ui/checkbox';
import { buttonStyles } from '../../../ui/button-styles';
import { toast } from '../../../ui/toast/toast-store';
import { useAdminUser, useUserMutation, type AdminUser } from '../admin-user-query';
import { UserAvatarField } from './user-avatar-field';

const schema = z.object({ name: z.string(), first_name: z.string(), last_name: z.string(), email: z.string(), email_verified: z.boolean() });
type Values = z.infer<typeof schema>;

/** The details tab: name, email, whether it is verified, and the avatar (PUT users/{id}). */
export function UserDetailsTab({ userId }: { userId: number }) {
  const user = useAdminUser(userId);
  return user.data ? <DetailsForm user={user.data} /> : null;
}

function DetailsForm({ user }: { user: AdminUser }) {
  const trans = useTrans();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: user.name, first_name: user.first_name ?? '', last_name: user.last_name ?? '', email: user.email, email_verified: Boolean(user.email_verified_at) },
  });
  const save = useUserMutation(user.id, (values: Values) => apiClient.put(`users/${user.id}`, values));
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: () => (toast(trans('Updated account details')), form.reset(values)), onError: (error) => applyServerErrors(error, form) }),
  );
  return (
    <div className="flex flex-col gap-8 md:flex-row-reverse md:items-start md:justify-end">
      <UserAvatarField user={user} />
      <form onSubmit={onSubmit} noValidate className="flex w-full max-w-lg flex-col gap-5">
        <TextField {...form.register('name')} label={trans('Name')} error={fieldError(form, 'name', trans)} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...form.register('first_name')} label={trans('First name')} error={fieldError(form, 'first_name', trans)} />
          <TextField {...form.register('last_name')} label={trans('Last name')} error={fieldError(form, 'last_name', trans)} />
        </div>
        <TextField {...form.register('email')} type="email" label={trans('Email')} error={fieldError(form, 'email', trans)} />
        <Checkbox {...form.register('email_verified')}>{trans('Email verified')}</Checkbox>
        <button type="submit" disabled={save.isPending} className={buttonStyles({ className: 'self-start' })}>
          {trans('Save')}
        </button>
      </form>
    </div>
  );
}
