import clsx from 'clsx';
import { Link } from '@tanstack/react-router';
import { Play } from 'lucide-react';
import type { SearchResults } from '../../worker/music/music-types';
import { useTrans } from '../i18n/trans';
import { showErrorToast } from '../http/server-errors';
import { cardPath } from '../music/media-card';
import { CoverImage } from '../music/cover-image';
import { playItem } from '../music/play-item';
import { focusRing } from '../ui/button-styles';

export type TopResultItem = NonNullable<SearchResults['top']>;

/** What the top result is, then who made it: "Artist", "Album · Velvet Harbor", "Song · Velvet Harbor". */
export function topResultKind(item: TopResultItem, trans: ReturnType<typeof useTrans>): string {
  if (item.model_type === 'artist') return trans('Artist');
  const kind = trans(item.model_type === 'album' ? 'Album' : 'Song');
  return [kind, item.artists.map((artist) => artist.name).join(', ')].filter(Boolean).join(' · ');
}

/**
 * The search page's lead (docs/search.md, "The top result"): the closest
 * artist, album or song, large, with its play button always shown (phones
 * have no hover). The whole card links to the item; the button sits above it.
 */
export function TopResultCard({ item }: { item: TopResultItem }) {
  const trans = useTrans();
  const round = item.model_type === 'artist';
  return (
    <section aria-labelledby="search-top-result" className="flex flex-col gap-3">
      <h2 id="search-top-result" className="text-xl font-bold">
        {trans('Top result')}
      </h2>
      <div className="group relative flex min-w-0 flex-col gap-4 rounded-lg bg-fg/5 p-5 transition hover:bg-fg/10" data-testid="top-result">
        <CoverImage src={item.image} round={round} className="size-24 shrink-0 shadow-lg" />
        {/* Room on the right for the play button. */}
        <div className="flex min-w-0 flex-col gap-1 pr-14">
          <Link to={cardPath(item)} className={clsx('truncate text-3xl font-bold text-fg after:absolute after:inset-0 after:rounded-lg after:content-[""] hover:underline', focusRing)}>
            {item.name}
          </Link>
          <p className="truncate text-sm text-muted">{topResultKind(item, trans)}</p>
        </div>
        <button
          type="button"
          aria-label={trans('Play :name', { name: item.name })}
          onClick={() => void playItem(item).catch(showErrorToast)}
          className={clsx('absolute bottom-5 right-5 z-10 flex size-12 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg transition hover:scale-105', focusRing)}
        >
          <Play className="size-5" fill="currentColor" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
