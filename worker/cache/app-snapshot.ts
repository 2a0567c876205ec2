import { eq, notInArray } from 'drizzle-orm';
import type { Db } from '../db';
import { settings } from '../../db/settings';
import { themes, type ThemeRow } from '../../db/appearance';
import { localizations } from '../../db/localizations';
import { SECRET_NAMES, SETTING_DEFAULTS } from '../settings/defaults';
import { loadGuestRole, type GuestRole } from '../permissions/load-user';
import { CACHE_KEYS, forget, remember } from './kv-cache';
import type { I18n } from '../i18n/i18n-types';
import { toI18n } from '../i18n/i18n-payload';

export type FlatSettings = Record<string, unknown>;
export type { I18n };

/**
 * Everything every request's bootstrap data needs besides the user, in one
 * KV value so a guest's bootstrap data costs a single KV read: settings (flat,
 * with the private names), the guest role, themes and the default language.
 * Secret settings are never part of it (worker/settings/secrets.ts).
 */
export type AppSnapshot = {
  settings: FlatSettings;
  privateNames: string[];
  guestRole: GuestRole | null;
  themes: ThemeRow[];
  defaultLocalization: I18n | null;
};

/**
 * The isolate keeps the snapshot it read for a few seconds, so a guest's
 * permission check or bootstrap data does not pay a KV read on every request.
 * KV itself takes up to 60 s to spread a change between locations, so these
 * seconds add little; a write in this isolate clears it at once.
 */
const MEMORY_MS = 5_000;
let inMemory: { expires: number; version: number; value: AppSnapshot } | null = null;
let version = 0;

/**
 * Only a loaded snapshot is kept, never the promise of one: another request
 * awaiting this request's KV read would continue in this request's context
 * (worker/cache/memory-cache.ts explains the workerd rule).
 */
export async function getAppSnapshot(env: Env, db: Db): Promise<AppSnapshot> {
  if (inMemory && inMemory.expires > Date.now() && inMemory.version === version) return inMemory.value;
  const loadedIn = version;
  const value = await remember(env, CACHE_KEYS.snapshot, () => loadSnapshot(db));
  if (loadedIn === version) inMemory = { expires: Date.now() + MEMORY_MS, version, value };
  return value;
}

/** Every writer of settings, roles, themes or localizations calls this. */
export function forgetAppSnapshot(env: Env): Promise<void> {
  version++;
  inMemory = null;
  return forget(env, CACHE_KEYS.snapshot);
}

/**
 * Every setting but the secrets (the defaults, under what D1 holds), which
 * of them are private, and the themes: one D1 batch. The snapshot starts from
 * it; the appearance editor's values read it fresh (worker/appearance/).
 */
export async function readSettingsAndThemes(db: Db): Promise<Pick<AppSnapshot, 'settings' | 'privateNames' | 'themes'>> {
  const [settingRows, themeRows] = await db.batch([
    db.select().from(settings).where(notInArray(settings.name, SECRET_NAMES)),
    db.select().from(themes).orderBy(themes.id),
  ]);
  const flat: FlatSettings = {};
  const privateNames: string[] = [];
  for (const [name, def] of Object.entries(SETTING_DEFAULTS)) {
    if (def.secret) continue;
    flat[name] = def.value;
    if (def.private) privateNames.push(name);
  }
  for (const row of settingRows) flat[row.name] = row.value;
  return { settings: flat, privateNames, themes: themeRows };
}

async function loadSnapshot(db: Db): Promise<AppSnapshot> {
  const stored = await readSettingsAndThemes(db);
  const language = String(stored.settings['i18n.default_localization']);
  const [guestRole, [localization]] = await Promise.all([
    loadGuestRole(db),
    db.select().from(localizations).where(eq(localizations.language, language)).limit(1),
  ]);
  return { ...stored, guestRole, defaultLocalization: localization ? toI18n(localization) : null };
}
