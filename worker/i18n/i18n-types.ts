/** SPEC section 1: an i18n object of a language code and a lines map. */
export type I18n = { id: number; name: string; language: string; lines: Record<string, string> };
