import { inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { settings } from '../../db/settings';
import type { FlatSettings } from '../cache/app-snapshot';
import { SECRET_NAMES, SETTING_DEFAULTS } from './defaults';

/**
 * Write-only settings (client secrets, the bot check's secret key, the mail
 * endpoint, S3 keys) stay in D1: the KV snapshot never holds them and no
 * browser receives them. The code that needs one reads it here, when it
 * needs it: one indexed read by primary key.
 */
export async function readSecrets(db: Db, names: string[]): Promise<Record<string, string>> {
  const wanted = names.filter((name) => SETTING_DEFAULTS[name]?.secret);
  const rows = wanted.length
    ? await db.select({ name: settings.name, value: settings.value }).from(settings).where(inArray(settings.name, wanted))
    : [];
  const stored = new Map(rows.map((row) => [row.name, row.value]));
  return Object.fromEntries(wanted.map((name) => [name, String(stored.get(name) ?? SETTING_DEFAULTS[name].value ?? '')]));
}

/** The snapshot's settings plus the named secrets, for code written against flat settings. */
export async function withSecrets(db: Db, flat: FlatSettings, names: string[]): Promise<FlatSettings> {
  return { ...flat, ...(await readSecrets(db, names)) };
}

/** What GET settings says about each secret: only whether it holds a value. */
export async function secretStatus(db: Db): Promise<Record<string, boolean>> {
  const values = await readSecrets(db, SECRET_NAMES);
  return Object.fromEntries(SECRET_NAMES.map((name) => [name, values[name].trim() !== '']));
}
