import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTrans } from '../../i18n/trans';
import { apiClient } from '../../http/api-client';
import { applyServerErrors } from '../../http/server-errors';
import { fieldError } from '../../auth/field-error';
import { TextField } from '../../ui/text-field';
import { TextAreaField } from '../../ui/text-area-field';
import { Checkbox } from '../../ui/checkbox';
import { buttonStyles } from '../../ui/button-styles';
import { toast } from '../../ui/toast/toast-store';
import { ADMIN_LIST_KEY } from '../../ui/data-table/use-list-query';
import { PermissionsEditor } from '../permissions/permissions-editor';
import type { RoleDetail } from './role-query';

const schema = z.object({
  name: z.string(),
  description: z.string(),
  default: z.boolean(),
  guests: z.boolean(),
  permissions: z.array(z.object({ name: z.string(), restrictions: z.array(z.object({ name: z.string(), value: z.number().nullable() })) })),
});
type Values = z.infer<typeof schema>;

/** A role's name, description, which accounts get it, and its permissions (POST roles, PUT roles/{id}). */
export function RoleForm({ role }: { role?: RoleDetail }) {
  const trans = useTrans();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      default: role?.default ?? false,
      guests: role?.guests ?? false,
      permissions: role?.permissions ?? [],
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) =>
      role ? apiClient.put<{ role: RoleDetail }>(`roles/${role.id}`, values) : apiClient.post<{ role: RoleDetail }>('roles', values),
    onSuccess: async ({ role: saved }) => {
      toast(trans(role ? 'Saved role' : 'Created role'));
      await queryClient.invalidateQueries({ queryKey: ['admin', 'roles'] });
      await queryClient.invalidateQueries({ queryKey: [ADMIN_LIST_KEY, 'roles'] });
      form.reset(form.getValues());
      if (!role) void navigate({ to: '/admin/roles/$roleId/edit', params: { roleId: saved.id } });
    },
    onError: (error) => applyServerErrors(error, form),
  });
  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="flex max-w-3xl flex-col gap-5">
      <TextField {...form.register('name')} label={trans('Name')} error={fieldError(form, 'name', trans)} />
      <TextAreaField {...form.register('description')} rows={2} label={trans('Description')} error={fieldError(form, 'description', trans)} />
      <div className="flex flex-wrap gap-6">
        <Checkbox {...form.register('default')} error={fieldError(form, 'default', trans)}>
          {trans('Give this role to new accounts')}
        </Checkbox>
        <Checkbox {...form.register('guests')} error={fieldError(form, 'guests', trans)}>
          {trans('Use for visitors who are not signed in')}
        </Checkbox>
      </div>
      <div>
        <h2 className="mb-3 font-semibold">{trans('Permissions')}</h2>
        <Controller control={form.control} name="permissions" render={({ field }) => <PermissionsEditor value={field.value} onChange={field.onChange} />} />
        {fieldError(form, 'permissions', trans) && (
          <p role="alert" className="mt-2 text-sm text-danger">
            {fieldError(form, 'permissions', trans)}
          </p>
        )}
      </div>
      <button type="submit" disabled={save.isPending} className={buttonStyles({ className: 'self-start' })}>
        {trans(role ? 'Save' : 'Create')}
      </button>
    </form>
  );
}
