import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { hasPermission } from '../../auth/permissions';
import { useTrans } from '../../i18n/trans';
import { focusRing } from '../../ui/button-styles';
import { allowedNav } from './admin-nav';

const itemClass = clsx(
  'flex h-9 items-center gap-3 rounded-md px-3 text-sm font-semibold text-muted transition-colors',
  'hover:bg-fg/5 hover:text-fg data-[status=active]:bg-fg/10 data-[status=active]:text-fg',
  focusRing,
);

/** The sections this admin may open (SPEC section 2), as navigation. */
export function AdminSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const trans = useTrans();
  const data = useBootstrap();
  const sections = allowedNav((permission) => hasPermission(data, permission));
  return (
    <nav aria-label={trans('Admin area')} className="flex flex-col gap-6 p-3">
      {sections.map((section) => (
        <div key={section.label}>
          <h2 className="mb-1 px-3 text-xs font-bold uppercase tracking-widest text-muted">{trans(section.label)}</h2>
          <ul className="flex flex-col gap-0.5">
            {section.items.map((item) => (
              <li key={item.to}>
                <Link to={item.to} activeOptions={{ exact: item.to === '/admin' }} className={itemClass} onClick={onNavigate}>
                  <item.icon className="size-4 shrink-0" aria-hidden="true" />
                  {trans(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
