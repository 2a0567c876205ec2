import clsx from 'clsx';
import { useState, type MouseEvent } from 'react';
import { GripVertical } from 'lucide-react';
import { Button, GridListItem } from 'react-aria-components';
import type { TrackPayload } from '../../worker/music/music-types';
import { useTrans } from '../i18n/trans';
import { formatDuration } from '../layout/format-duration';
import { LikeButton } from '../music/library/like-button';
import type { ExtraMenuItem } from '../music/menu-styles';
import { TrackMenuButton } from '../music/track-menu-button';
import { TrackAlbumLink, TrackPlayCell, TrackTitleCell } from '../music/track-table/track-cells';
import { useTrackPlayback } from '../music/track-table/use-track-playback';
import { LIKE_CELL, SECONDARY_CELL } from '../music/track-table/track-columns';
import { focusRing } from '../ui/button-styles';

type EditableTrackRowProps = {
  track: TrackPayload;
  position: number;
  /** Plays the playlist from this track. */
  onStart: () => void;
  extraItems: ExtraMenuItem[];
};

/**
 * A TrackTable row (music/track-table) as a grid list item, so it can be
 * dragged: by its handle with a pointer, or from the handle with Enter and
 * the arrow keys.
 */
export function EditableTrackRow({ track, position, onStart, extraItems }: EditableTrackRowProps) {
  const trans = useTrans();
  const [menuOpen, setMenuOpen] = useState(false);
  const { isCurrent, playing, toggle, play } = useTrackPlayback(track, onStart);
  const openMenu = (event: MouseEvent) => {
    event.preventDefault();
    setMenuOpen(true);
  };
  return (
    <GridListItem
      id={track.id}
      textValue={track.name}
      onDoubleClick={play}
      onContextMenu={openMenu}
      className={clsx(
        'group grid items-center gap-2 rounded-md py-1.5 pl-0.5 pr-2 text-sm outline-none hover:bg-fg/5 md:gap-3',
        'grid-cols-[1.75rem_2rem_minmax(0,1fr)_auto] md:grid-cols-[1.75rem_2rem_minmax(0,3fr)_minmax(0,2fr)_auto_3.5rem_auto]',
        'data-[focus-visible]:ring-2 data-[focus-visible]:ring-inset data-[focus-visible]:ring-primary data-[dragging]:opacity-40',
      )}
    >
      <Button slot="drag" aria-label={trans('Drag to reorder')} className={clsx('flex h-8 cursor-grab items-center justify-center rounded text-muted/70 hover:text-fg', focusRing)}>
        <GripVertical className="size-4" aria-hidden="true" />
      </Button>
      <div className="relative flex size-8 items-center justify-center text-muted tabular-nums">
        <TrackPlayCell track={track} position={position} isCurrent={isCurrent} playing={playing} onToggle={toggle} />
      </div>
      <div className="flex min-w-0 items-center gap-3">
        <TrackTitleCell track={track} isCurrent={isCurrent} />
      </div>
      <div className={clsx(SECONDARY_CELL, 'min-w-0 truncate text-muted')}>
        <TrackAlbumLink track={track} />
      </div>
      <div className={clsx(SECONDARY_CELL, LIKE_CELL)}>
        <LikeButton type="track" id={track.id} />
      </div>
      <div className={clsx(SECONDARY_CELL, 'text-right text-muted tabular-nums')}>{formatDuration(track.duration / 1000)}</div>
      <TrackMenuButton track={track} extraItems={extraItems} isOpen={menuOpen} onOpenChange={setMenuOpen} />
    </GridListItem>
  );
}
