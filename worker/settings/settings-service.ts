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

/** One bad value: the setting, where inside its value (empty for the value itself), and the message. */
export type SettingProblem = { name: string; path: PropertyKey[]; message: string };

/** Every problem with one value; none when it may be stored. */
function problemsWith(name: string, value: unknown): SettingProblem[] {
  const def = SETTING_DEFAULTS[name];
  if (!def) return [{ name, path: [], message: 'Unknown setting.' }];
  if (settingType(value) !== settingType(def.value)) return [{ name, path: [], message: `Must be of type ${settingType(def.value)}.` }];
  const rule = def.rule ?? (typeof value === 'string' ? defaultTextRule : null);
  const checked = rule?.safeParse(value);
  if (!checked || checked.success) return [];
  return checked.error.issues.map((issue) => ({ name, path: issue.path, message: issue.message }));
}

/**
 * Checks names, types and rules: the rows to write, or what is wrong. A
 * secret sent empty keeps its stored value (the form leaves the field
 * blank); `null` clears it.
 */
export function checkSettings(values: FlatSettings): { writes: [string, unknown][]; problems: SettingProblem[] } {
  const writes: [string, unknown][] = [];
  const problems: SettingProblem[] = [];
  for (const [name, value] of Object.entries(values)) {
    const secret = SETTING_DEFAULTS[name]?.secret === true;
    if (secret && value === '') continue;
    if (secret && value === null) {
      writes.push([name, '']);
      continue;
    }
    const found = problemsWith(name, value);
    if (found.length) problems.push(...found);
    else writes.push([name, value]);
  }
  return { writes, problems };
}

/** The upserts that store checked values, for the caller's one batch. */
export function settingWrites(db: Db, writes: [string, unknown][]) {
  return writes.map(([name, value]) =>
    db
      .insert(settings)
      .values({ name, value, private: SETTING_DEFAULTS[name].private ?? false })
      .onConflictDoUpdate({ target: settings.name, set: { value: sql`excluded.value`, updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` } }),
  );
}

/** POST settings: checks every value (422 on each bad name, nothing written), writes in one batch, then drops the snapshot. */
export async function updateSettings(env: Env, db: Db, values: FlatSettings): Promise<void> {
  const { writes, problems } = checkSettings(values);
  if (problems.length) {
    const errors: FieldErrors = {};
    for (const { name, message } of problems) errors[name] ??= [message];
    throw new ValidationError(errors);
  }
  const statements = settingWrites(db, writes);
  if (statements.length) await db.batch(statements as [(typeof statements)[0], ...typeof statements]);
  await forgetAppSnapshot(env);
}
