import type { BootstrapData, Theme } from '../bootstrap/bootstrap-types';

export const THEME_COOKIE = 'be-active-theme';

export type ThemeFont = NonNullable<Theme['font']>;

/** A CSS string of a font family name, as the client's applyThemeFont sets it (client/theme/theme-font.ts). */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/[\r\n]/g, ' ')}"`;

const fontFamily = (theme: Theme) => theme.font?.family.trim() ?? '';

const declarations = (theme: Theme) =>
  [
    ...Object.entries(theme.values).filter(([name]) => /^--[\w-]+$/.test(name)),
    // The theme's font first in the app's font stack (client/styles.css, --font-sans).
    ...(fontFamily(theme) ? [['--be-font-family', cssString(fontFamily(theme))]] : []),
  ]
    .map(([name, value]) => `${name}:${value.replace(/[;{}<]/g, '')}`)
    .join(';');

/**
 * The active theme's CSS variables inlined in the first HTML response, so the
 * page paints in the right colours and font before any script runs, and the
 * fonts the page shows. For "system", both default themes are emitted behind
 * the OS colour-scheme media query, each with its own `--be-font-family`, and
 * both fonts are the page's (the shell loads both: it cannot know the OS's
 * choice; docs/api/appearance.md "Theme fonts").
 */
export function themeStyle(data: BootstrapData, cookie: string | undefined): { css: string; isDark: boolean | null; fonts: ThemeFont[] } {
  const all = data.themes.all;
  const light = all.find((t) => t.default_light) ?? all.find((t) => !t.is_dark);
  const dark = all.find((t) => t.default_dark) ?? all.find((t) => t.is_dark);
  const choice = cookie ?? String(data.themes.default_id);
  const chosen =
    choice === 'light' ? light : choice === 'dark' ? dark : all.find((t) => String(t.id) === choice);
  const fontsOf = (themes: (Theme | undefined)[]) => themes.flatMap((t) => (t && fontFamily(t) ? [t.font as ThemeFont] : []));
  if (chosen) return { css: `:root{${declarations(chosen)}}`, isDark: chosen.is_dark, fonts: fontsOf([chosen]) };
  const css = [
    light && `:root{${declarations(light)}}`,
    dark && `@media (prefers-color-scheme: dark){:root{${declarations(dark)}}}`,
  ]
    .filter(Boolean)
    .join('');
  return { css, isDark: null, fonts: fontsOf([light, dark]) };
}
