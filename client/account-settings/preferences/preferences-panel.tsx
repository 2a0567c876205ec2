import { useTrans } from '../../i18n/trans';
import { useLocalizations } from '../../layout/localizations-query';
import { Spinner } from '../../ui/spinner';
import { SettingsPanel } from '../settings-panel';
import { useCountries } from '../../i18n/countries-query';
import { PreferencesForm } from './preferences-form';
import { useTimezones } from '../../i18n/timezones-query';

export function PreferencesPanel() {
  const trans = useTrans();
  const localizations = useLocalizations();
  const timezones = useTimezones();
  const countries = useCountries();
  const loading = localizations.isPending || timezones.isPending || countries.isPending;

  return (
    <SettingsPanel section="preferences" description={trans('Your language, and the country and timezone dates and times are shown for.')}>
      {loading ? (
        <Spinner size="sm" className="text-primary" />
      ) : timezones.isError || localizations.isError ? (
        <p className="text-sm text-danger">{trans('Could not load the available options.')}</p>
      ) : (
        <PreferencesForm localizations={localizations.data} countries={countries.data ?? null} />
      )}
    </SettingsPanel>
  );
}
