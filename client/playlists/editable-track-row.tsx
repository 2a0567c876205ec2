import clsx from 'clsx';
import { useState, type MouseEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { GripVertical, Pause, Play } from 'lucide-react';
import { Button, GridListItem } from 'react-aria-components';
import type { TrackPayload } from '../../worker/music/music-types';
import { useTrans } from '../i18n/trans';
import { formatDuration } from '../layout/format-duration';
import { CoverImage } from '../music/cover-image';
import { LikeButton } from '../music/library/like-button';
import type { ExtraMenuItem } from '../music/menu-styles';
import { TrackMenuButton } from '../music/track-menu-button';
import { albumPath, artistPath, trackPath } from '../routing/slug';
import { focusRing } from '../ui/button-styles';

type EditableTrackRowProps = {
  track: TrackPayload;
  position: number;
  isCurrent: boolean;
  isPlaying: boolean;
  onPlay: () => void;
  onPause: () => void;
  extraItems: ExtraMenuItem[];
};

/**
 * A TrackTable row (music/track-table) as a grid list item, so it can be
 * dragged: by its handle with a pointer, or from the handle with Enter and
 * the arrow keys.
 */
export function EditableTrackRow({ track, position, isCurrent, isPlaying, onPlay, onPause, extraItems }: EditableTrackRowProps) {
  const trans = useTrans();
  const [menuOpen, setMenuOpen] = useState(false);
  const playing = isCurrent && isPlaying;
  const openMenu = (event: MouseEvent) => {
    event.preventDefault();
    setMenuOpen(true);
  };
  return (
    <GridListItem
      id={track.id}
      textValue={track.name}
      onDoubleClick={onPlay}
      onContextMenu={openMenu}
      className={clsx(
        'group grid items-center gap-2 rounded-md py-1.5 pl-0.5 pr-2 text-sm outline-none hover:bg-fg/5 md:gap-3',
        'grid-cols-[1.75rem_2rem_minmax(0,1fr)_auto_auto] md:grid-cols-[1.75rem_2rem_minmax(0,3fr)_minmax(0,2fr)_auto_3.5rem_auto]',
        'data-[focus-visible]:ring-2 data-[focus-visible]:ring-inset data-[focus-visible]:ring-primary data-[dragging]:opacity-40',
      )}
    >
      <Button slot="drag" aria-label={trans('Drag to reorder')} className={clsx('flex h-8 cursor-grab items-center justify-center rounded text-muted/70 hover:text-fg', focusRing)}>
        <GripVertical className="size-4" aria-hidden="true" />
      </Button>
      <div className="relative flex size-8 items-center justify-center text-muted tabular-nums">
        <span className={clsx('group-hover:invisible group-focus-within:invisible', isCurrent && 'text-primary')}>{position}</span>
        <Button
          aria-label={playing ? trans('Pause :name', { name: track.name }) : trans('Play :name', { name: track.name })}
          onPress={playing ? onPause : onPlay}
          className={clsx('absolute inset-0 flex items-center justify-center rounded-full text-fg opacity-0 group-hover:opacity-100 focus-visible:opacity-100', focusRing)}
        >
          {playing ? <Pause className="size-4" fill="currentColor" aria-hidden="true" /> : <Play className="size-4" fill="currentColor" aria-hidden="true" />}
        </Button>
      </div>
      <div className="flex min-w-0 items-center gap-3">
        <CoverImage src={track.image} className="size-10 shrink-0" />
        <div className="min-w-0">
          <Link to={trackPath(track)} className={clsx('block truncate font-medium hover:underline', isCurrent ? 'text-primary' : 'text-fg', focusRing)}>
            {track.name}
          </Link>
          <div className="truncate text-xs text-muted">
            {track.artists.map((artist, i) => (
              <span key={artist.id}>
                {i > 0 && ', '}
                <Link to={artistPath(artist)} className="hover:text-fg hover:underline">
                  {artist.name}
                </Link>
              </span>
            ))}
          </div>
        </div>
      </div>
      <div className="hidden min-w-0 truncate text-muted md:block">
        {track.album && (
          <Link to={albumPath({ ...track.album, artists: track.artists })} className="hover:text-fg hover:underline">
            {track.album.name}
          </Link>
        )}
      </div>
      <div className="opacity-100 md:opacity-0 md:group-hover:opacity-100 md:focus-within:opacity-100 md:[&:has([aria-pressed=true])]:opacity-100">
        <LikeButton type="track" id={track.id} />
      </div>
      <div className="hidden text-right text-muted tabular-nums md:block">{formatDuration(track.duration / 1000)}</div>
      <TrackMenuButton track={track} extraItems={extraItems} isOpen={menuOpen} onOpenChange={setMenuOpen} />
    </GridListItem>
  );
}
