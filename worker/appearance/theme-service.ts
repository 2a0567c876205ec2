import type { Theme } from './theme-types';
import type { ThemeRow } from '../../db/appearance';

export function themesFrom(rows: ThemeRow[], userChange: boolean): Theme[] {
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
