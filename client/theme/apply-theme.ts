import { getBootstrap, hasBootstrap } from '../bootstrap/bootstrap-store';
import { readCookie, writeCookie } from '../http/cookies';
import { parseThemeChoice, type Theme, type ThemeChoice } from './theme-choice';
import { applyThemeFont } from './theme-font';
import { activeTheme, getThemeState, setThemeState, THEME_COOKIE, THEME_COOKIE_DAYS, type ThemeState } from './theme-store';

const DARK_QUERY = '(prefers-color-scheme: dark)';
let appliedNames: string[] = [];

/**
 * Sets the theme's CSS variables on <html> (they win over the worker's
 * first-paint <style id="be-theme-vars">), drops variables the previous theme
 * set that this one lacks, toggles the `dark` / `light` class and loads the
 * theme's font (or drops the previous theme's).
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  const names = Object.keys(theme.values).filter((name) => name.startsWith('--'));
  for (const name of appliedNames) if (!names.includes(name)) root.style.removeProperty(name);
  for (const name of names) root.style.setProperty(name, theme.values[name]);
  appliedNames = names;
  root.classList.toggle('dark', theme.is_dark);
  root.classList.toggle('light', !theme.is_dark);
  root.style.colorScheme = theme.is_dark ? 'dark' : 'light';
  applyThemeFont(theme.font, root);
}

function update(next: ThemeState) {
  setThemeState(next);
  const theme = activeTheme(next);
  if (theme) applyTheme(theme);
}

function systemQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

/**
 * Called once at startup: reads the choice from the cookie (else the site's
 * default theme id, where 0 means system), applies it, and follows OS scheme
 * changes while the choice is 'system'. Returns a function that stops following.
 */
export function initTheme(): () => void {
  const query = systemQuery();
  const fallback = hasBootstrap() ? getBootstrap().themes.default_id : 0;
  update({ choice: parseThemeChoice(readCookie(THEME_COOKIE) ?? fallback), prefersDark: !!query?.matches });
  if (!query) return () => {};

  const onChange = (event: MediaQueryListEvent) => {
    const current = getThemeState();
    if (current.choice === 'system') update({ ...current, prefersDark: event.matches });
    else setThemeState({ ...current, prefersDark: event.matches });
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Switches theme and remembers the choice in a cookie. Refused (returns false)
 * unless the active theme lets users change it (SPEC section 6).
 */
export function setTheme(choice: ThemeChoice): boolean {
  if (!activeTheme()?.user_change) return false;
  writeCookie(THEME_COOKIE, String(choice), THEME_COOKIE_DAYS);
  update({ ...getThemeState(), choice });
  return true;
}

/** Applies the active theme again, e.g. after the appearance editor's preview replaced the themes. */
export function refreshTheme(): void {
  update(getThemeState());
}

/**
 * The appearance editor's setActiveTheme (SPEC section 4): shows a theme for
 * now, whatever `user_change` says, and saves nothing (no cookie).
 */
export function previewTheme(themeId: number): void {
  update({ ...getThemeState(), choice: themeId });
}
