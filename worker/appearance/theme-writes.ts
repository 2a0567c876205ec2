import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { themes, type ThemeRow } from '../../db/appearance';
import { isoNow } from '../../db/columns';
import type { FieldErrors } from '../http/errors';
import type { SqliteBatchItem } from '../music/batch-rows';
import { RADIUS_VARIABLE, type ThemeChange } from './theme-change';

const DEFAULT_FLAGS = ['default_light', 'default_dark'] as const;
type DefaultFlag = (typeof DEFAULT_FLAGS)[number];
const SCHEME: Record<DefaultFlag, string> = { default_light: 'light', default_dark: 'dark' };

type Flags = Record<DefaultFlag, boolean>;

export type ThemePlan = {
  /** For the save's one batch, in order: flags moved off other themes first. */
  statements: SqliteBatchItem[];
  errors: FieldErrors;
  /** The existing themes that remain after the save. */
  remainingIds: Set<number>;
};

/**
 * Checks `changes` against the stored themes and turns them into statements.
 * SPEC section 3: the OS colour scheme picks the theme flagged default for
 * it, so one theme holds each flag: flagging a theme moves the flag to it,
 * and the theme holding it can lose it (deleted or unflagged) only when
 * another theme takes it in the same save.
 */
export function planThemeChanges(db: Db, current: ThemeRow[], changes: ThemeChange[]): ThemePlan {
  const errors: FieldErrors = {};
  const fail = (index: number, field: string, message: string) => (errors[`themes.${index}.${field}`] ??= []).push(message);
  const byId = new Map(current.map((row) => [row.id, row]));
  const flags = new Map<string, Flags>(current.map((row) => [String(row.id), { default_light: row.default_light, default_dark: row.default_dark }]));
  const flaggedBy: Partial<Record<DefaultFlag, number>> = {};
  const seen = new Set<number>();

  changes.forEach((change, index) => {
    if (change.id !== undefined) {
      if (!byId.has(change.id)) return fail(index, 'id', 'No theme has this id.');
      if (seen.has(change.id)) return fail(index, 'id', 'This theme is changed twice.');
      seen.add(change.id);
    }
    const key = change.id === undefined ? `new ${index}` : String(change.id);
    if (change.deleted) return flags.delete(key);
    const own = flags.get(key) ?? { default_light: false, default_dark: false };
    for (const flag of DEFAULT_FLAGS) {
      const value = change[flag];
      if (value === undefined) continue;
      if (value && flaggedBy[flag] !== undefined) fail(index, flag, `Only one theme can be the default ${SCHEME[flag]} theme.`);
      if (value) flaggedBy[flag] = index;
      own[flag] = value;
    }
    flags.set(key, own);
  });

  for (const flag of DEFAULT_FLAGS) {
    const held = flaggedBy[flag] !== undefined || [...flags.values()].some((theme) => theme[flag]);
    if (held || !current.some((row) => row[flag])) continue;
    const index = changes.findIndex((change) => change.id !== undefined && byId.get(change.id)?.[flag] && (change.deleted || change[flag] === false));
    if (index < 0) continue;
    if (changes[index].deleted) fail(index, 'deleted', `This is the default ${SCHEME[flag]} theme: make another theme the default ${SCHEME[flag]} theme before deleting it.`);
    else fail(index, flag, `Make another theme the default ${SCHEME[flag]} theme first.`);
  }

  const remainingIds = new Set(current.map((row) => row.id).filter((id) => !changes.some((change) => change.id === id && change.deleted)));
  if (Object.keys(errors).length) return { statements: [], errors, remainingIds };

  const statements: SqliteBatchItem[] = [];
  if (flaggedBy.default_light !== undefined) statements.push(db.update(themes).set({ default_light: false, updated_at: isoNow }).where(eq(themes.default_light, true)));
  if (flaggedBy.default_dark !== undefined) statements.push(db.update(themes).set({ default_dark: false, updated_at: isoNow }).where(eq(themes.default_dark, true)));
  for (const change of changes) {
    const statement = themeStatement(db, change, change.id === undefined ? undefined : byId.get(change.id));
    if (statement) statements.push(statement);
  }
  return { statements, errors, remainingIds };
}

/** `values` merged over what the theme holds (a change carries the variables it changes), `radius` last. */
const mergedValues = (change: ThemeChange, stored: Record<string, string> = {}) => ({
  ...stored,
  ...change.values,
  ...(change.radius === undefined ? {} : { [RADIUS_VARIABLE]: change.radius }),
});

function themeStatement(db: Db, change: ThemeChange, stored: ThemeRow | undefined): SqliteBatchItem | null {
  const { id, deleted, name, is_dark, default_light, default_dark, font } = change;
  if (id !== undefined && deleted) return db.delete(themes).where(eq(themes.id, id));
  if (id === undefined) {
    return db.insert(themes).values({
      name: name!,
      is_dark: is_dark ?? false,
      default_light: default_light ?? false,
      default_dark: default_dark ?? false,
      values: mergedValues(change),
      font: font ?? null,
    });
  }
  const carried = {
    name,
    is_dark,
    default_light,
    default_dark,
    font,
    values: change.values === undefined && change.radius === undefined ? undefined : mergedValues(change, stored?.values),
  };
  const set = Object.fromEntries(Object.entries(carried).filter(([, value]) => value !== undefined)) as Partial<typeof themes.$inferInsert>;
  if (!Object.keys(set).length) return null;
  return db
    .update(themes)
    .set({ ...set, updated_at: isoNow })
    .where(eq(themes.id, id));
}
