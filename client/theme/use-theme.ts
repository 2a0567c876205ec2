import { useSyncExternalStore } from 'react';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { setTheme } from './apply-theme';
import { resolveTheme, type ThemeChoice } from './theme-choice';
import { getThemeState, subscribeTheme } from './theme-store';

export type UseTheme = {
  /** The stored choice: 'system', 'light', 'dark' or a theme id. */
  selectedTheme: ThemeChoice;
  isDark: boolean;
  /** Returns false (and changes nothing) when `canChange` is off. */
  setTheme: (choice: ThemeChoice) => boolean;
  /** Users may switch themes only when the active theme allows it. */
  canChange: boolean;
};

export function useTheme(): UseTheme {
  const { choice, prefersDark } = useSyncExternalStore(subscribeTheme, getThemeState, getThemeState);
  const themes = useBootstrap().themes.all;
  const active = resolveTheme(themes, choice, prefersDark);
  return {
    selectedTheme: choice,
    isDark: active?.is_dark ?? prefersDark,
    setTheme,
    canChange: active?.user_change ?? false,
  };
}
