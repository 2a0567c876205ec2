/** A row of GET localizations (docs/api/admin.md, "Localizations"). */
export type AdminLocalization = {
  id: number;
  name: string;
  language: string;
  created_at: string;
  updated_at: string;
  translated_count: number;
  keys_count: number;
};

/** GET localizations/{name}: one localization with its lines (key to text). */
export type LocalizationDetail = Omit<AdminLocalization, 'translated_count' | 'keys_count'> & { lines: Record<string, string> };

/** SPEC section 9: the default language code, the one every localization is translated from. */
export const ENGLISH = 'en';
