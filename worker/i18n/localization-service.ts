import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { localizations } from '../../db/localizations';
import { CACHE_KEYS, forget, remember } from '../cache/kv-cache';
import { forgetAppSnapshot, getAppSnapshot, type AppSnapshot } from '../cache/app-snapshot';
import type { I18n } from './i18n-types';
import { toI18n } from './i18n-payload';

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
      return row ? toI18n(row) : null;
    });
    if (found) return found;
  }
  return FALLBACK;
}

/**
 * After a localization's name or lines change, or it goes: drop the caches
 * that hold it, so the language picker and its users see the change at their
 * next request (the snapshot carries the default language's lines).
 */
export async function forgetLocalization(env: Env, db: Db, language: string): Promise<void> {
  const snapshot = await getAppSnapshot(env, db);
  const isDefault = snapshot.defaultLocalization?.language === language || snapshot.settings['i18n.default_localization'] === language;
  await Promise.all([forget(env, CACHE_KEYS.localization(language)), isDefault ? forgetAppSnapshot(env) : undefined]);
}

export async function listLocalizations(db: Db) {
  return db
    .select({ id: localizations.id, name: localizations.name, language: localizations.language })
    .from(localizations)
    .orderBy(localizations.name);
}
