/**
 * Prices are kept in the currency's minor unit (cents), as the gateways keep
 * them; the API speaks major units (9.99). How many digits a currency has
 * comes from Intl (JPY 0, USD 2, KWD 3), which Workers ship.
 */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

export const toMinor = (amount: number, currency: string) => Math.round(amount * 10 ** minorDigits(currency));

export const toMajor = (unitAmount: number, currency: string) => unitAmount / 10 ** minorDigits(currency);

/** PayPal takes amounts as decimal strings with the currency's digits. */
export const majorString = (unitAmount: number, currency: string) => toMajor(unitAmount, currency).toFixed(minorDigits(currency));
