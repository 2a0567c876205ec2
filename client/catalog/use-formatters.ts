import { useMemo } from 'react';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { parseIsoDate } from '../i18n/iso-date';

/** Numbers and dates in the UI language. */
export function useFormatters() {
  const language = useBootstrap().i18n.language;
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(language);
    const dates = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    return {
      number: (value: number) => numbers.format(value),
      /** An ISO date (YYYY-MM-DD, read as UTC, or a timestamp) as "March 3, 2024"; throws when invalid (SPEC section 5). */
      date: (iso: string) => dates.format(parseIsoDate(iso)),
    };
  }, [language]);
}
