import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { useTrans } from '../../i18n/trans';
import { CoverImage } from '../../music/cover-image';
import { cardPath, type CardItem } from '../../music/media-card';
import { focusRing } from '../../ui/button-styles';

function subtitle(item: CardItem, trans: ReturnType<typeof useTrans>): string {
  switch (item.model_type) {
    case 'track':
    case 'album':
      return item.artists.map((artist) => artist.name).join(', ');
    case 'artist':
      return trans('Artist');
    case 'playlist':
      return trans('By :name', { name: item.owner.name });
    case 'user':
      return trans(':count followers', { count: item.followers_count });
    case 'genre':
      return trans('Genre');
  }
}

/** Compact rows (a small picture, a title and a subtitle), in up to three columns. */
export function ChannelList({ items, label }: { items: CardItem[]; label: string }) {
  const trans = useTrans();
  return (
    <ul aria-label={label} data-testid="channel-list" className="grid gap-x-4 gap-y-1 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((item) => {
        const round = item.model_type === 'artist' || item.model_type === 'user';
        return (
          <li key={`${item.model_type}-${item.id}`} className="relative flex min-w-0 items-center gap-3 rounded-md p-2 transition hover:bg-fg/5">
            <CoverImage src={item.image} round={round} className="size-12 shrink-0" />
            <div className="min-w-0">
              <Link to={cardPath(item)} className={clsx('block truncate text-sm font-semibold text-fg after:absolute after:inset-0', focusRing)}>
                {item.model_type === 'genre' ? item.display_name : item.name}
              </Link>
              <div className="truncate text-xs text-muted">{subtitle(item, trans)}</div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
