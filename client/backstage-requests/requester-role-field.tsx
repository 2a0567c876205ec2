import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTrans } from '../i18n/trans';
import { SelectField } from '../ui/select-field';
import { REQUESTER_ROLES } from './request-constants';

/** Who the user is to the artist: the artist, their manager or their label. */
export function RequesterRoleField<T extends FieldValues & { requester_role: string }>({ form, error }: { form: UseFormReturn<T>; error?: string }) {
  const trans = useTrans();
  return (
    <SelectField {...form.register('requester_role' as Path<T>)} label={trans('Your role')} error={error}>
      {REQUESTER_ROLES.map((role) => (
        <option key={role.value} value={role.value}>
          {trans(role.label)}
        </option>
      ))}
    </SelectField>
  );
}
