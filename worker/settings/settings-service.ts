import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { settings } from '../../db/settings';
import { forgetAppSnapshot, getAppSnapshot, type AppSnapshot, type FlatSettings } from '../cache/app-snapshot';
import { ValidationError, type FieldErrors } from '../http/errors';
import { SETTING_DEFAULTS, settingType } from './defaults';
import { TEXT_MAX_LENGTH, textUpTo } from './setting-rules';
import { secretStatus } from './secrets';

/** All settings but the secrets, flat by dotted name, from the KV snapshot or D1. */
export async function getSettings(env: Env, db: Db): Promise<FlatSettings> {
  return (await getAppSnapshot(env, db)).settings;
}

/** GET settings (docs/api/admin.md "Settings"): every setting, secrets only as "set or not". */
export async function adminSettings(env: Env, db: Db) {
  const [all, secrets] = await Promise.all([getSettings(env, db), secretStatus(db)]);
  return { settings: all, secrets };
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

const defaultTextRule = textUpTo(TEXT_MAX_LENGTH);

/** The message for one value, or null when it may be stored. */
function problemWith(name: string, value: unknown): string | null {
  const def = SETTING_DEFAULTS[name];
  if (!def) return 'Unknown setting.';
  if (settingType(value) !== settingType(def.value)) return `Must be of type ${settingType(def.value)}.`;
  const rule = def.rule ?? (typeof value === 'string' ? defaultTextRule : null);
  const checked = rule?.safeParse(value);
  return checked && !checked.success ? checked.error.issues[0].message : null;
}

/**
 * Validates names, types and rules, writes in one batch, then drops the
 * snapshot. A secret sent empty keeps its stored value (the form leaves the
 * field blank); `null` clears it.
 */
export async function updateSettings(env: Env, db: Db, values: FlatSettings): Promise<void> {
  const errors: FieldErrors = {};
  const writes: [string, unknown][] = [];
  for (const [name, value] of Object.entries(values)) {
    const secret = SETTING_DEFAULTS[name]?.secret === true;
    if (secret && value === '') continue;
    if (secret && value === null) {
      writes.push([name, '']);
      continue;
    }
    const problem = problemWith(name, value);
    if (problem) errors[name] = [problem];
    else writes.push([name, value]);
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const statements = writes.map(([name, value]) =>
    db
      .insert(settings)
      .values({ name, value, private: SETTING_DEFAULTS[name].private ?? false })
      .onConflictDoUpdate({ target: settings.name, set: { value: sql`excluded.value`, updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` } }),
  );
  if (statements.length) await db.batch(statements as [(typeof statements)[0], ...typeof statements]);
  await forgetAppSnapshot(env);
}
