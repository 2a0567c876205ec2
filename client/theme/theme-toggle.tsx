import clsx from 'clsx';
import { Moon, Sun } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { iconButtonStyles } from '../ui/button-styles';
import { useTheme } from './use-theme';

/** Light/dark switch; renders nothing unless users may change the theme (SPEC section 6). */
export function ThemeToggle({ className }: { className?: string }) {
  const trans = useTrans();
  const { isDark, setTheme, canChange } = useTheme();
  if (!canChange) return null;
  const label = isDark ? trans('Switch to light mode') : trans('Switch to dark mode');
  const Icon = isDark ? Sun : Moon;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
      className={clsx(iconButtonStyles({ size: 'sm' }), className)}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}
