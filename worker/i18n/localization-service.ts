import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { localizations } from '../../db/localizations';
import { CACHE_KEYS, remember } from '../cache/kv-cache';
import { getAppSnapshot, type AppSnapshot } from '../cache/app-snapshot';
import type { I18n } from './i18n-types';


const FALLBACK: I18n = { id: 0, name: 'English', language: 'en', lines: {} };

/** The localization for a language code, falling back to the default, then to plain English. */
export async function getLocalization(
  env: Env,
  db: Db,
  language: string,
  fallback: string,
  snapshot?: AppSnapshot,
): Promise<I18n> {
  snapshot ??= await getAppSnapshot(env, db);
  if (snapshot.defaultLocalization?.language === language) return snapshot.defaultLocalization;
  for (const code of [language, fallback]) {
    const found = await remember(env, CACHE_KEYS.localization(code), async () => {
      const [row] = await db.select().from(localizations).where(eq(localizations.language, code)).limit(1);
      return row ? { id: row.id, name: row.name, language: row.language, lines: row.lines } : null;
    });
    if (found) return found;
  }
  return FALLBACK;
}

export async function listLocalizations(db: Db) {
  return db
    .select({ id: localizations.id, name: localizations.name, language: localizations.language })
    .from(localizations)
    .orderBy(localizations.name);
}
