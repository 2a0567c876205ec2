import type { Db } from '../db';
import { themes } from '../../db/appearance';
import { CACHE_KEYS, remember } from '../cache/kv-cache';

export type Theme = {
  id: number;
  name: string;
  is_dark: boolean;
  default_light: boolean;
  default_dark: boolean;
  user_change: boolean;
  values: Record<string, string>;
  font: { family: string; google?: boolean } | null;
};

export async function listThemes(env: Env, db: Db, userChange: boolean): Promise<Theme[]> {
  const rows = await remember(env, CACHE_KEYS.themes, () => db.select().from(themes).orderBy(themes.id));
  // `user_change` lives in one setting; each theme exposes it as SPEC section 3 shapes Theme.
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    is_dark: row.is_dark,
    default_light: row.default_light,
    default_dark: row.default_dark,
    user_change: userChange,
    values: row.values,
    font: row.font ?? null,
  }));
}
