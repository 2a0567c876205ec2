import clsx from 'clsx';
import { Link } from '@tanstack/react-router';
import { Disc3, Heart, History, ListMusic, MicVocal, type LucideIcon } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { useLibraryIds } from '../music/library/library-ids-query';
import { QueryError } from '../music/query-states';
import { TrackTable } from '../music/track-table/track-table';
import { focusRing } from '../ui/button-styles';
import { countLabel } from './count-label';
import { useLibraryList } from './library-list-query';

/** Liked songs shown on the overview. */
const RECENTLY_LIKED = 5;

type SectionCard = {
  to: '/library/songs' | '/library/playlists' | '/library/albums' | '/library/artists' | '/library/history';
  label: string;
  icon: LucideIcon;
  detail?: string;
};

function useSectionCards(): SectionCard[] {
  const trans = useTrans();
  const ids = useLibraryIds();
  const count = (n: number, noun: Parameters<typeof countLabel>[2]) => (n ? countLabel(trans, n, noun) : undefined);
  return [
    { to: '/library/songs', label: trans('Liked songs'), icon: Heart, detail: count(ids.tracks.length, 'song') },
    { to: '/library/playlists', label: trans('Playlists'), icon: ListMusic },
    { to: '/library/albums', label: trans('Albums'), icon: Disc3, detail: count(ids.albums.length, 'album') },
    { to: '/library/artists', label: trans('Artists'), icon: MicVocal, detail: count(ids.artists.length, 'artist') },
    { to: '/library/history', label: trans('Recently played'), icon: History },
  ];
}

/** /library: a card per section, and the latest liked songs. */
export function LibraryOverview() {
  const trans = useTrans();
  const cards = useSectionCards();
  const liked = useLibraryList('tracks');
  const context = { type: 'library', id: 'songs', name: trans('Liked songs') } as const;
  return (
    <div className="flex flex-col gap-10">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {cards.map(({ to, label, icon: Icon, detail }) => (
          <li key={to}>
            <Link to={to} className={clsx('flex h-full flex-col gap-3 rounded-lg bg-chip/60 p-4 transition hover:bg-fg/10', focusRing)}>
              <span className="flex size-10 items-center justify-center rounded-md bg-primary text-on-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block truncate font-bold text-fg">{label}</span>
                {detail && <span className="block truncate text-xs text-muted">{detail}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="recently-liked" className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="recently-liked" className="text-xl font-bold">
            {trans('Recently liked')}
          </h2>
          {liked.items.length > 0 && (
            <Link to="/library/songs" className="text-sm font-semibold text-muted hover:text-fg hover:underline">
              {trans('See all')}
            </Link>
          )}
        </div>
        {liked.isError ? (
          <QueryError error={liked.error} onRetry={() => void liked.refetch()} />
        ) : (
          <TrackTable
            tracks={liked.items.slice(0, RECENTLY_LIKED)}
            context={context}
            isLoading={liked.isPending}
            empty={trans('Songs you like will appear here. Save songs by tapping the heart icon.')}
          />
        )}
      </section>
    </div>
  );
}
