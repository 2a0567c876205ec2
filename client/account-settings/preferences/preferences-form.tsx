import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { useTrans } from '../../i18n/trans';
import { applyServerErrors } from '../../http/server-errors';
import { useChangeLocale } from '../../layout/change-locale';
import type { LocalizationOption } from '../../layout/localizations-query';
import { buttonStyles } from '../../ui/button-styles';
import { SelectField } from '../../ui/select-field';
import { toast } from '../../ui/toast/toast-store';
import { useAccountUser } from '../account-user';
import { useUpdateUser } from '../update-user';
import type { CountryOption } from '../../i18n/countries-query';
import { CountryOptions, TimezoneOptions } from '../../i18n/value-list-options';

const preferencesSchema = z.object({
  language: z.string().min(1, 'The language field is required.'),
  country: z.string(),
  timezone: z.string().min(1, 'The timezone field is required.'),
});
type Preferences = z.infer<typeof preferencesSchema>;

type PreferencesFormProps = {
  localizations: LocalizationOption[];
  /** null while the worker does not serve the countries list: the field is left out. */
  countries: CountryOption[] | null;
};

export function PreferencesForm({ localizations, countries }: PreferencesFormProps) {
  const trans = useTrans();
  const user = useAccountUser();
  const activeLanguage = useBootstrap().i18n.language;
  const update = useUpdateUser(user.id);
  const changeLocale = useChangeLocale();
  const form = useForm<Preferences>({
    resolver: zodResolver(preferencesSchema),
    defaultValues: { language: user.language || activeLanguage, country: user.country ?? '', timezone: user.timezone },
  });
  const { errors } = form.formState;
  const error = (name: keyof Preferences) => errors[name]?.message && trans(errors[name]!.message!);

  const onSubmit = form.handleSubmit(({ country, ...values }) =>
    update.mutate(countries ? { ...values, country } : values, {
      onSuccess: () => {
        toast(trans('Updated preferences'));
        form.reset({ ...values, country });
        // Loads the new language's lines into bootstrap data, so the UI switches now.
        if (values.language !== activeLanguage) changeLocale.mutate(values.language);
      },
      onError: (failure) => applyServerErrors(failure, form),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-5 md:grid-cols-2">
      <SelectField {...form.register('language')} label={trans('Language')} error={error('language')}>
        {localizations.map((option) => (
          <option key={option.language} value={option.language}>
            {option.name}
          </option>
        ))}
      </SelectField>
      {countries && (
        <SelectField {...form.register('country')} label={trans('Country')} autoComplete="country" error={error('country')}>
          <CountryOptions />
        </SelectField>
      )}
      <SelectField {...form.register('timezone')} label={trans('Timezone')} error={error('timezone')} className="md:col-span-2">
        <TimezoneOptions />
      </SelectField>
      <button type="submit" disabled={update.isPending} className={buttonStyles({ className: 'justify-self-start' })}>
        {trans('Save')}
      </button>
    </form>
  );
}
