import clsx from 'clsx';
import { Link } from '@tanstack/react-router';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { focusRing } from '../ui/button-styles';
import { Logo } from '../ui/logo';

/** The site logo linking home: the full logo in the sidebar, the mark on phones. */
export function HomeLogoLink({ variant, className }: { variant: 'full' | 'mark'; className?: string }) {
  const trans = useTrans();
  const { branding } = useBootstrap();
  return (
    <Link to="/" aria-label={trans(':name home', { name: branding.site_name })} className={clsx('rounded-md', focusRing, className)}>
      <Logo variant={variant} className="h-8" />
    </Link>
  );
}
