import { Link, useMatches } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { focusRing } from '../../ui/button-styles';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route's name in the admin breadcrumbs (translated when shown). */
    crumb?: string;
  }
}

/** Admin › Users › Details: every matched route that names itself, the last one the current page. */
export function Breadcrumbs() {
  const trans = useTrans();
  const crumbs = useMatches({
    select: (matches) => matches.filter((m) => m.staticData.crumb).map((m) => ({ id: m.id, label: m.staticData.crumb!, to: m.pathname })),
  });
  return (
    <nav aria-label={trans('Breadcrumbs')} className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1 text-sm text-muted">
        {crumbs.map((crumb, index) => (
          <li key={crumb.id} className="flex min-w-0 items-center gap-1">
            {index > 0 && <ChevronRight className="size-4 shrink-0" aria-hidden="true" />}
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="truncate font-semibold text-fg">
                {trans(crumb.label)}
              </span>
            ) : (
              <Link to={crumb.to} className={`truncate hover:text-fg ${focusRing}`}>
                {trans(crumb.label)}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
