import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTrans } from '../../../i18n/trans';
import { apiClient } from '../../../http/api-client';
import { applyServerErrors } from '../../../http/server-errors';
import { fieldError } from '../../../auth/field-error';
import { useCountries } from '../../../i18n/countries-query';
import { useTimezones } from '../../../i18n/timezones-query';
import { CountryOptions, TimezoneOptions } from '../../../i18n/value-list-options';
import { useLocalizations } from '../../../layout/localizations-query';
import { SelectField } from '../../../ui/select-field';
import { Spinner } from '../../../ui/spinner';
import { buttonStyles } from '../../../ui/button-styles';
import { toast } from '../../../ui/toast/toast-store';
import { useAdminUser, useUserMutation, type AdminUser } from '../admin-user-query';

const schema = z.object({ language: z.string(), country: z.string(), timezone: z.string() });
type Values = z.infer<typeof schema>;

/** The date tab: the user's language, country and timezone (PUT users/{id}). */
export function UserDateTab({ userId }: { userId: number }) {
  const trans = useTrans();
  const user = useAdminUser(userId);
  const lists = [useLocalizations(), useTimezones(), useCountries()] as const;
  if (!user.data || lists.some((l) => l.isPending)) return <Spinner size="sm" />;
  if (lists.some((l) => l.isError)) return <p role="alert" className="text-sm text-danger">{trans('Could not load the available options.')}</p>;
  return <DateForm user={user.data} />;
}

function DateForm({ user }: { user: AdminUser }) {
  const trans = useTrans();
  const localizations = useLocalizations().data ?? [];
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { language: user.language, country: user.country ?? '', timezone: user.timezone } });
  const save = useUserMutation(user.id, (values: Values) => apiClient.put(`users/${user.id}`, values));
  return (
    <form
      onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: () => (toast(trans('Updated preferences')), form.reset(values)), onError: (error) => applyServerErrors(error, form) }))}
      noValidate
      className="grid max-w-2xl gap-5 md:grid-cols-2"
    >
      <SelectField {...form.register('language')} label={trans('Language')} error={fieldError(form, 'language', trans)}>
        {localizations.map((option) => (
          <option key={option.language} value={option.language}>
            {option.name}
          </option>
        ))}
      </SelectField>
      <SelectField {...form.register('country')} label={trans('Country')} error={fieldError(form, 'country', trans)}>
        <CountryOptions />
      </SelectField>
      <SelectField {...form.register('timezone')} label={trans('Timezone')} error={fieldError(form, 'timezone', trans)} className="md:col-span-2">
        <TimezoneOptions />
      </SelectField>
      <button type="submit" disabled={save.isPending} className={buttonStyles({ className: 'justify-self-start' })}>
        {trans('Save')}
      </button>
    </form>
  );
}
