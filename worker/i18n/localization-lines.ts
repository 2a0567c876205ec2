import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { localizations } from '../../db/localizations';
import { isoNow } from '../../db/columns';
import { ENGLISH_KEYS } from './english-keys';
import { ENGLISH } from './i18n-payload';
import { forgetLocalization } from './localization-service';

/** A line's new text, or null to drop it (trans() then shows the English key). */
export type LineChanges = Record<string, string | null>;

/**
 * D1 caps a statement at 100 KB and a value at 2 MB (DESIGN section 4). The
 * local runtime counts only the SQL text toward the first, but a save must
 * not depend on how bound values are counted: each statement carries at most
 * this much JSON, and one save is one batch of them (all or nothing).
 */
const CHUNK_BYTES = 50_000;
const encoder = new TextEncoder();

/** Changes cut into JSON objects of at most CHUNK_BYTES each. */
export function chunkLines(changes: LineChanges): string[] {
  const chunks: string[] = [];
  let current: LineChanges = {};
  let size = 2;
  for (const [key, text] of Object.entries(changes)) {
    const entry = encoder.encode(JSON.stringify({ [key]: text })).length - 1;
    if (size + entry > CHUNK_BYTES && Object.keys(current).length) {
      chunks.push(JSON.stringify(current));
      current = {};
      size = 2;
    }
    current[key] = text;
    size += entry;
  }
  if (Object.keys(current).length) chunks.push(JSON.stringify(current));
  return chunks;
}

/**
 * The statements that merge changes into a localization's lines in SQL
 * (json_patch: a text sets a line, null removes it), so only the changed
 * lines travel and the stored map is never read and rewritten whole.
 */
export function patchLines(db: Db, language: string, changes: LineChanges) {
  return chunkLines(changes).map((patch) =>
    db
      .update(localizations)
      .set({ lines: sql`json_patch(${localizations.lines}, ${patch})`, updated_at: isoNow })
      .where(eq(localizations.language, language)),
  );
}

/**
 * The English lines: every translation key with its English text. Keys the
 * client gained since the row was written (ENGLISH_KEYS, generated from the
 * client's trans() calls) are added to the row first, as their own text, so
 * every other localization can translate them.
 */
export async function englishLines(env: Env, db: Db): Promise<Record<string, string>> {
  const [row] = await db.select({ lines: localizations.lines }).from(localizations).where(eq(localizations.language, ENGLISH)).limit(1);
  const lines = { ...row?.lines };
  const missing = Object.fromEntries(ENGLISH_KEYS.filter((key) => !(key in lines)).map((key) => [key, key]));
  if (!Object.keys(missing).length) return lines;
  const writes = [
    ...(row ? [] : [db.insert(localizations).values({ name: 'English', language: ENGLISH, lines: {} }).onConflictDoNothing()]),
    ...patchLines(db, ENGLISH, missing),
  ];
  await db.batch(writes as [(typeof writes)[0], ...typeof writes]);
  await forgetLocalization(env, db, ENGLISH);
  return { ...lines, ...missing };
}
