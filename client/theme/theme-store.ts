import { getBootstrap, hasBootstrap } from '../bootstrap/bootstrap-store';
import { resolveTheme, type ThemeChoice } from './theme-choice';

/** SPEC section 9: the cookie holding the visitor's choice (read by worker/spa/theme-style.ts too). */
export const THEME_COOKIE = 'be-active-theme';
export const THEME_COOKIE_DAYS = 365;

export type ThemeState = { choice: ThemeChoice; prefersDark: boolean };

/** The visitor's choice and the OS colour scheme; apply-theme.ts keeps the page in step with it. */
let state: ThemeState = { choice: 'system', prefersDark: false };
const listeners = new Set<() => void>();

export const getThemeState = (): ThemeState => state;

export function setThemeState(next: ThemeState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function subscribeTheme(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The theme in use for the current choice and OS colour scheme. */
export function activeTheme(current: ThemeState = state) {
  return hasBootstrap() ? resolveTheme(getBootstrap().themes.all, current.choice, current.prefersDark) : undefined;
}
