import { useMemo } from 'react';
import { useBootstrap } from '../bootstrap/bootstrap-store';

/** An amount in its currency, in the UI language ("$9.99"); a bad code falls back to "9.99 XYZ". */
export function useFormatMoney() {
  const language = useBootstrap().i18n.language;
  return useMemo(
    () => (amount: number, currency: string) => {
      try {
        return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
      } catch {
        return `${amount.toFixed(2)} ${currency}`;
      }
    },
    [language],
  );
}
