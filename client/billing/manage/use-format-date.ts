import { useMemo } from 'react';
import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { parseIsoDate } from '../../i18n/iso-date';

/** A date in the UI language, in the user's timezone ("March 3, 2027"); empty for none; an invalid one throws (SPEC section 5). */
export function useFormatDate() {
  const data = useBootstrap();
  const language = data.i18n.language;
  const timeZone = data.user?.timezone || data.settings.dates.default_timezone || 'UTC';
  return useMemo(() => {
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone });
    } catch {
      format = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
    }
    return (iso: string | null | undefined) => (iso ? format.format(parseIsoDate(iso)) : '');
  }, [language, timeZone]);
}
