/** One line of the translate page: a key, its English text, and its text here (saved, and as being edited). */
export type TranslationRow = { key: string; english: string; saved: string; value: string; changed: boolean; translated: boolean };

/**
 * docs/api/admin.md, "Localizations": a line is translated when its text is
 * not empty and not the English text (a new localization starts as a copy of
 * English); English itself is its own translation.
 */
export const isTranslated = (text: string | undefined, english: string, isEnglish: boolean) => isEnglish || (Boolean(text) && text !== english);

/** Every English key, in alphabetical order, with the localization's saved text and the admin's unsaved edits. */
export function buildRows(english: Record<string, string>, lines: Record<string, string>, edits: Record<string, string>, isEnglish: boolean): TranslationRow[] {
  return Object.keys(english)
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
    .map((key) => {
      const saved = lines[key] ?? '';
      const value = edits[key] ?? saved;
      return { key, english: english[key], saved, value, changed: value !== saved, translated: isTranslated(saved, english[key], isEnglish) };
    });
}

/**
 * The rows the search box (key, English or translation, any case) and the
 * "untranslated" filter let through. A row being edited stays, so it does not
 * vanish under the admin's cursor once its text counts as translated.
 */
export function filterRows(rows: TranslationRow[], query: string, untranslatedOnly: boolean): TranslationRow[] {
  const needle = query.trim().toLocaleLowerCase();
  return rows.filter(
    (row) =>
      (!untranslatedOnly || !row.translated || row.changed) &&
      (!needle || [row.key, row.english, row.value].some((text) => text.toLocaleLowerCase().includes(needle))),
  );
}

/** What a save sends: only the changed lines; an emptied line is removed (null), so trans() shows the English key. */
export function changedLines(rows: TranslationRow[]): Record<string, string | null> {
  return Object.fromEntries(rows.filter((row) => row.changed).map((row) => [row.key, row.value === '' ? null : row.value]));
}

/** Request bodies stay well under the API's 1 MiB limit: a large save goes in parts of at most `maxBytes` of JSON. */
export function chunkChanges(changes: Record<string, string | null>, maxBytes = 400_000): Record<string, string | null>[] {
  const chunks: Record<string, string | null>[] = [];
  const encoder = new TextEncoder();
  let current: Record<string, string | null> = {};
  let size = 0;
  for (const [key, text] of Object.entries(changes)) {
    const entry = encoder.encode(JSON.stringify([key, text])).length;
    if (size + entry > maxBytes && size > 0) {
      chunks.push(current);
      current = {};
      size = 0;
    }
    current[key] = text;
    size += entry;
  }
  if (size > 0) chunks.push(current);
  return chunks;
}
