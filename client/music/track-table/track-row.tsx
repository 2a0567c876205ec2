import clsx from 'clsx';
import { useState } from 'react';
import type { TrackPayload } from '../../../worker/music/music-types';
import { formatDuration } from '../../layout/format-duration';
import { LikeButton } from '../library/like-button';
import type { ExtraMenuItem } from '../menu-styles';
import { TrackMenuButton } from '../track-menu-button';
import { TrackAlbumLink, TrackPlayCell, TrackTitleCell } from './track-cells';
import { useTrackPlayback } from './use-track-playback';
import { LIKE_CELL, SECONDARY_CELL } from './track-columns';

type TrackRowProps = {
  track: TrackPayload;
  position: number;
  showAlbum: boolean;
  showImage: boolean;
  /** Plays the row's list from this track. */
  onStart: () => void;
  extraItems?: ExtraMenuItem[];
};

export function TrackRow({ track, position, showAlbum, showImage, onStart, extraItems }: TrackRowProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { isCurrent, playing, toggle, play } = useTrackPlayback(track, onStart);
  return (
    <div
      role="row"
      aria-current={isCurrent || undefined}
      data-testid="track-row"
      onDoubleClick={play}
      onContextMenu={(event) => {
        event.preventDefault();
        setMenuOpen(true);
      }}
      className={clsx(
        'group grid items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-fg/5',
        // Phones give the title the width: like and duration wait for md (like stays in the menu).
        'grid-cols-[2rem_minmax(0,1fr)_auto]',
        showAlbum ? 'md:grid-cols-[2rem_minmax(0,3fr)_minmax(0,2fr)_auto_3.5rem_auto]' : 'md:grid-cols-[2rem_minmax(0,1fr)_auto_3.5rem_auto]',
      )}
    >
      <div role="cell" className="relative flex size-8 items-center justify-center text-muted tabular-nums">
        <TrackPlayCell track={track} position={position} isCurrent={isCurrent} playing={playing} onToggle={toggle} />
      </div>
      <div role="cell" className="flex min-w-0 items-center gap-3">
        <TrackTitleCell track={track} isCurrent={isCurrent} showImage={showImage} />
      </div>
      {showAlbum && (
        <div role="cell" className="hidden min-w-0 truncate text-muted md:block">
          <TrackAlbumLink track={track} />
        </div>
      )}
      <div role="cell" className={clsx(SECONDARY_CELL, LIKE_CELL)}>
        <LikeButton type="track" id={track.id} />
      </div>
      <div role="cell" className={clsx(SECONDARY_CELL, 'text-right text-muted tabular-nums')}>
        {formatDuration(track.duration / 1000)}
      </div>
      <div role="cell">
        <TrackMenuButton track={track} extraItems={extraItems} isOpen={menuOpen} onOpenChange={setMenuOpen} />
      </div>
    </div>
  );
}
