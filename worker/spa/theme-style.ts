import type { BootstrapData, Theme } from '../bootstrap/bootstrap-types';

export const THEME_COOKIE = 'be-active-theme';

const declarations = (theme: Theme) =>
  Object.entries(theme.values)
    .filter(([name]) => /^--[\w-]+$/.test(name))
    .map(([name, value]) => `${name}:${value.replace(/[;{}<]/g, '')}`)
    .join(';');

/**
 * The active theme's CSS variables inlined in the first HTML response, so the
 * page paints in the right colours before any script runs. For "system", both
 * default themes are emitted behind the OS colour-scheme media query.
 */
export function themeStyle(data: BootstrapData, cookie: string | undefined): { css: string; isDark: boolean | null } {
  const all = data.themes.all;
  const light = all.find((t) => t.default_light) ?? all.find((t) => !t.is_dark);
  const dark = all.find((t) => t.default_dark) ?? all.find((t) => t.is_dark);
  const choice = cookie ?? String(data.themes.default_id);
  const chosen =
    choice === 'light' ? light : choice === 'dark' ? dark : all.find((t) => String(t.id) === choice);
  if (chosen) return { css: `:root{${declarations(chosen)}}`, isDark: chosen.is_dark };
  const css = [
    light && `:root{${declarations(light)}}`,
    dark && `@media (prefers-color-scheme: dark){:root{${declarations(dark)}}}`,
  ]
    .filter(Boolean)
    .join('');
  return { css, isDark: null };
}
