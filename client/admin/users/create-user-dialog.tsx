import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTrans } from '../../i18n/trans';
import { apiClient } from '../../http/api-client';
import { applyServerErrors } from '../../http/server-errors';
import { Dialog } from '../../ui/dialog/dialog';
import { closeDialog } from '../../ui/dialog/dialog-store';
import { TextField } from '../../ui/text-field';
import { Checkbox } from '../../ui/checkbox';
import { buttonStyles } from '../../ui/button-styles';
import { toast } from '../../ui/toast/toast-store';
import { ADMIN_LIST_KEY } from '../../ui/data-table/use-list-query';
import { fieldError } from '../../auth/field-error';

// The server's rules decide (422 per field); these only shape the form.
const schema = z.object({ name: z.string(), email: z.string(), password: z.string(), email_verified: z.boolean() });
type Values = z.infer<typeof schema>;

/** POST users: an account made by an administrator, with the default role. */
export function CreateUserDialog() {
  const trans = useTrans();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '', email: '', password: '', email_verified: true } });
  const create = useMutation({
    mutationFn: ({ name, ...values }: Values) => apiClient.post<{ user: { id: number } }>('users', { ...values, ...(name ? { name } : {}) }),
    onSuccess: async (response) => {
      toast(trans('Created user'));
      await queryClient.invalidateQueries({ queryKey: [ADMIN_LIST_KEY, 'users'] });
      closeDialog(response.user.id);
    },
    onError: (error) => applyServerErrors(error, form),
  });
  return (
    <Dialog title={trans('Add user')} size="md">
      <form onSubmit={form.handleSubmit((values) => create.mutate(values))} noValidate className="flex flex-col gap-4">
        <TextField {...form.register('name')} label={trans('Name')} autoComplete="off" error={fieldError(form, 'name', trans)} />
        <TextField {...form.register('email')} type="email" label={trans('Email')} autoComplete="off" error={fieldError(form, 'email', trans)} />
        <TextField {...form.register('password')} type="password" label={trans('Password')} autoComplete="new-password" error={fieldError(form, 'password', trans)} />
        <Checkbox {...form.register('email_verified')}>{trans('Email verified')}</Checkbox>
        <div className="mt-2 flex justify-end gap-2">
          <button type="button" onClick={() => closeDialog()} className={buttonStyles({ variant: 'ghost' })}>
            {trans('Cancel')}
          </button>
          <button type="submit" disabled={create.isPending} className={buttonStyles()}>
            {trans('Create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
