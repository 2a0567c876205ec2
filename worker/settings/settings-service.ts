import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { settings } from '../../db/settings';
import { forgetAppSnapshot, getAppSnapshot, type AppSnapshot, type FlatSettings } from '../cache/app-snapshot';
import { ValidationError, type FieldErrors } from '../http/errors';
import { SETTING_DEFAULTS, settingType } from './defaults';

/** All settings, flat by dotted name, from the KV snapshot or D1. */
export async function getSettings(env: Env, db: Db): Promise<FlatSettings> {
  return (await getAppSnapshot(env, db)).settings;
}

/** Settings safe to send to any browser, nested by their dotted names. */
export function publicSettings({ settings: all, privateNames }: AppSnapshot): Record<string, unknown> {
  const hidden = new Set(privateNames);
  return nest(Object.entries(all).filter(([name]) => !hidden.has(name)));
}

export function nest(entries: [string, unknown][]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const parts = name.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1]] = value;
  }
  return root;
}

/** Validates names and types against the defaults, writes in one batch, then drops the snapshot. */
export async function updateSettings(env: Env, db: Db, values: FlatSettings): Promise<void> {
  const errors: FieldErrors = {};
  for (const [name, value] of Object.entries(values)) {
    const def = SETTING_DEFAULTS[name];
    if (!def) errors[name] = ['Unknown setting.'];
    else if (settingType(value) !== settingType(def.value)) errors[name] = [`Must be of type ${settingType(def.value)}.`];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const statements = Object.entries(values).map(([name, value]) =>
    db
      .insert(settings)
      .values({ name, value, private: SETTING_DEFAULTS[name].private ?? false })
      .onConflictDoUpdate({
        target: settings.name,
        set: { value: sql`excluded.value`, updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` },
      }),
  );
  if (statements.length) await db.batch(statements as [(typeof statements)[0], ...typeof statements]);
  await forgetAppSnapshot(env);
}
