import { Link, useRouterState } from '@tanstack/react-router';
import { ChartLine } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import type { InsightsSubject } from './insights-query';

const PATHS = {
  track: { backstage: '/backstage/tracks/$trackId/insights', admin: '/admin/tracks/$trackId/insights', param: 'trackId' },
  album: { backstage: '/backstage/albums/$albumId/insights', admin: '/admin/albums/$albumId/insights', param: 'albumId' },
  artist: { backstage: '/backstage/artists/$artistId/insights', admin: '/admin/artists/$artistId/insights', param: 'artistId' },
} as const;

type InsightsLinkProps = InsightsSubject & {
  /** Which area's insights page; the one the reader is in unless told (the editors serve both). */
  area?: 'backstage' | 'admin';
  /** A table cell's plain link rather than a button. */
  plain?: boolean;
};

/** "Insights": from an editor or an admin table row to the subject's insights page. */
export function InsightsLink({ type, id, area, plain = false }: InsightsLinkProps) {
  const trans = useTrans();
  const inAdmin = useRouterState({ select: (state) => state.location.pathname.startsWith('/admin/') });
  const paths = PATHS[type];
  return (
    <Link
      to={paths[area ?? (inAdmin ? 'admin' : 'backstage')]}
      // Each path takes its own param; the union of the three is more than TypeScript can pair up.
      params={{ [paths.param]: String(id) } as never}
      onClick={(event) => event.stopPropagation()}
      className={plain ? 'text-sm text-primary hover:underline' : buttonStyles({ variant: 'outline', size: 'sm' })}
    >
      {!plain && <ChartLine aria-hidden="true" className="size-4" />}
      {trans('Insights')}
    </Link>
  );
}
