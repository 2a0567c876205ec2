import type { Theme } from '../../worker/bootstrap/bootstrap-types';

export type { Theme };

/** SPEC section 4: 'system' (or 0), 'light', 'dark', or a theme id. */
export type ThemeChoice = 'system' | 'light' | 'dark' | number;

/** Reads a stored or configured choice; anything unknown (0, '', garbage) means 'system'. */
export function parseThemeChoice(value: string | number | null | undefined): ThemeChoice {
  if (value === 'light' || value === 'dark') return value;
  const id = Number(value);
  return value === null || value === undefined || value === '' || !Number.isInteger(id) || id <= 0 ? 'system' : id;
}

/**
 * The theme a choice stands for. 'system' follows the OS colour scheme; light
 * and dark pick the themes flagged default_light / default_dark (falling back
 * to any theme of that kind). An unknown id behaves like 'system', as the
 * worker's first paint does (worker/spa/theme-style.ts).
 */
export function resolveTheme(themes: Theme[], choice: ThemeChoice, prefersDark: boolean): Theme | undefined {
  const light = themes.find((t) => t.default_light) ?? themes.find((t) => !t.is_dark);
  const dark = themes.find((t) => t.default_dark) ?? themes.find((t) => t.is_dark);
  if (choice === 'light') return light ?? dark;
  if (choice === 'dark') return dark ?? light;
  if (typeof choice === 'number') {
    const byId = themes.find((t) => t.id === choice);
    if (byId) return byId;
  }
  return (prefersDark ? dark : light) ?? themes[0];
}
