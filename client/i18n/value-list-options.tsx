import { useTrans } from './trans';
import { useCountries } from './countries-query';
import { useTimezones } from './timezones-query';

/** The `<option>`s of the countries value list, "Not set" first (SPEC section 3, value lists). */
export function CountryOptions() {
  const trans = useTrans();
  const countries = useCountries();
  return (
    <>
      <option value="">{trans('Not set')}</option>
      {(countries.data ?? []).map((option) => (
        <option key={option.code} value={option.code}>
          {option.name}
        </option>
      ))}
    </>
  );
}

/** The timezones value list as `<optgroup>`s by region. */
export function TimezoneOptions() {
  const timezones = useTimezones();
  return (
    <>
      {Object.entries(timezones.data ?? {}).map(([region, zones]) => (
        <optgroup key={region} label={region}>
          {zones.map((zone) => (
            <option key={zone.value} value={zone.value}>
              {zone.text}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
