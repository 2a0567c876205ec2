import { useMemo } from 'react';
import { useBootstrap } from '../bootstrap/bootstrap-store';

/** Numbers and dates in the UI language. */
export function useFormatters() {
  const language = useBootstrap().i18n.language;
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(language);
    const dates = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    return {
      number: (value: number) => numbers.format(value),
      /** An ISO date (YYYY-MM-DD or a timestamp) as "March 3, 2024"; '' when unreadable. */
      date: (iso: string) => {
        const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
        return Number.isNaN(date.getTime()) ? '' : dates.format(date);
      },
    };
  }, [language]);
}
