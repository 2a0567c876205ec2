import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTrans } from '../../i18n/trans';
import { fieldError } from '../../auth/field-error';
import { SelectField } from '../../ui/select-field';
import { PermissionsEditor } from '../permissions/permissions-editor';
import { useAllRoles } from '../users/roles-query';
import type { PlanFormValues } from './plan-form-values';

/** What subscribers hold while subscribed: a role's permissions, the plan's own, or both (docs/api/billing.md). */
export function PlanGrantsFields({ form }: { form: UseFormReturn<PlanFormValues> }) {
  const trans = useTrans();
  const roles = useAllRoles();
  // Not the visitors' role; the server also refuses roles that hold admin or admin.access.
  const choices = (roles.data ?? []).filter((role) => !role.guests);
  const permissionsError = fieldError(form, 'permissions', trans);
  return (
    <section className="flex flex-col gap-4">
      <h2 className="font-semibold">{trans('What subscribers get')}</h2>
      {/* Controlled: the roles arrive after the form, and a native select drops a value it has no option for yet. */}
      <Controller
        control={form.control}
        name="role_id"
        render={({ field }) => (
          <SelectField
            {...field}
            label={trans('Role')}
            description={trans("Subscribers hold this role's permissions while their subscription is valid.")}
            error={fieldError(form, 'role_id', trans)}
          >
            <option value="">{trans('No role')}</option>
            {choices.map((role) => (
              <option key={role.id} value={String(role.id)}>
                {role.name}
              </option>
            ))}
          </SelectField>
        )}
      />
      <div>
        <h3 className="mb-3 text-sm font-semibold">{trans('Permissions')}</h3>
        <Controller control={form.control} name="permissions" render={({ field }) => <PermissionsEditor value={field.value} onChange={field.onChange} />} />
        {permissionsError && (
          <p role="alert" className="mt-2 text-sm text-danger">
            {permissionsError}
          </p>
        )}
      </div>
    </section>
  );
}
