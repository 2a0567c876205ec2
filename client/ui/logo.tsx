import clsx from 'clsx';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTheme } from '../theme/use-theme';

/** SPEC section 9: the mobile breakpoint, below which the *_mobile logos are used. */
const MOBILE_MEDIA = '(max-width: 767px)';

type LogoProps = {
  /** 'responsive' swaps in the mobile logo under 768 px; 'full' and 'mark' force one of them. */
  variant?: 'responsive' | 'full' | 'mark';
  className?: string;
};

/**
 * The site logo for the active theme: `logo_light` is the light-coloured logo
 * for dark themes, `logo_dark` the one for light themes.
 */
export function Logo({ variant = 'responsive', className }: LogoProps) {
  const { branding } = useBootstrap();
  const { isDark } = useTheme();
  const full = isDark ? branding.logo_light : branding.logo_dark;
  const mark = (isDark ? branding.logo_light_mobile : branding.logo_dark_mobile) || full;
  const img = (
    <img
      src={variant === 'mark' ? mark : full}
      alt={branding.site_name}
      className={clsx('block h-8 w-auto max-w-full object-contain', className)}
    />
  );
  if (variant !== 'responsive' || mark === full) return img;
  return (
    <picture>
      <source media={MOBILE_MEDIA} srcSet={mark} />
      {img}
    </picture>
  );
}
