import clsx from 'clsx';
import { Link } from '@tanstack/react-router';
import type { AlbumPayload, ArtistPayload, GenreItem, PlaylistPayload, TrackPayload, UserSummary } from '../../worker/music/music-types';
import { useTrans } from '../i18n/trans';
import { showErrorToast } from '../http/server-errors';
import { albumPath, artistPath, playlistPath, trackPath, userPath } from '../routing/slug';
import { focusRing } from '../ui/button-styles';
import { CoverImage } from './cover-image';
import { PlayButton } from './play-button';
import { PlaylistCover } from './playlist-cover';
import { playItem } from './play-item';

export type CardItem = TrackPayload | AlbumPayload | ArtistPayload | PlaylistPayload | UserSummary | GenreItem;

export function cardPath(item: CardItem): string {
  switch (item.model_type) {
    case 'track':
      return trackPath(item);
    case 'album':
      return albumPath(item);
    case 'artist':
      return artistPath(item);
    case 'playlist':
      return playlistPath(item);
    case 'user':
      return userPath(item);
    case 'genre':
      return `/channel/genre/${encodeURIComponent(item.name)}`;
  }
}

function subtitle(item: CardItem, trans: ReturnType<typeof useTrans>): string {
  switch (item.model_type) {
    case 'track':
    case 'album':
      return [item.model_type === 'album' && item.release_date?.slice(0, 4), item.artists.map((a) => a.name).join(', ')].filter(Boolean).join(' · ');
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

/** A cover, a title and a subtitle linking to the item, with a play button for playable items. */
export function MediaCard({ item, className }: { item: CardItem; className?: string }) {
  const trans = useTrans();
  const title = item.model_type === 'genre' ? item.display_name : item.name;
  const round = item.model_type === 'artist' || item.model_type === 'user';
  const playable = item.model_type === 'track' || item.model_type === 'album' || item.model_type === 'artist' || item.model_type === 'playlist';
  return (
    <div className={clsx('group relative flex min-w-0 flex-col gap-2 rounded-lg p-2 transition hover:bg-fg/5', className)} data-testid="media-card">
      <div className="relative">
        {item.model_type === 'playlist' ? (
          <PlaylistCover playlist={item} className="w-full shadow-md" />
        ) : (
          <CoverImage src={item.image} round={round} className="w-full shadow-md" />
        )}
        {/* z-10: above the title link's full-card click target. */}
        {/* Shown on hover or focus, and kept while its item plays. */}
        {playable && (
          <PlayButton
            name={title}
            size="md"
            context={{ type: item.model_type, id: item.id, name: title }}
            onStart={() => playItem(item).catch(showErrorToast)}
            className={clsx(
              'absolute bottom-2 right-2 z-10',
              'translate-y-1 opacity-0 group-hover:translate-y-0 group-hover:opacity-100 focus-visible:translate-y-0 focus-visible:opacity-100',
              'data-[playing]:translate-y-0 data-[playing]:opacity-100',
            )}
          />
        )}
      </div>
      <Link to={cardPath(item)} className={clsx('truncate text-sm font-semibold text-fg after:absolute after:inset-0 after:content-[""] hover:underline', round && 'text-center', focusRing)}>
        {title}
      </Link>
      <div className={clsx('-mt-1.5 truncate text-xs text-muted', round && 'text-center')}>{subtitle(item, trans)}</div>
    </div>
  );
}
