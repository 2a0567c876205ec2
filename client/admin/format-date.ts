import { parseIsoDate } from '../i18n/iso-date';

/** An ISO timestamp as the admin's locale writes a date (and time, when asked); '' for none. Throws on an invalid one (SPEC section 5). */
export function formatDate(iso: string | null | undefined, withTime = false): string {
  if (iso === null || iso === undefined) return '';
  const date = parseIsoDate(iso);
  return withTime ? date.toLocaleString() : date.toLocaleDateString();
}
