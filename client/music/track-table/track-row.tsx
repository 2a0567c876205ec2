import clsx from 'clsx';
import { Link } from '@tanstack/react-router';
import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import type { TrackPayload } from '../../../worker/music/music-types';
import { formatDuration } from '../../layout/format-duration';
import { useTrans } from '../../i18n/trans';
import { albumPath, artistPath, trackPath } from '../../routing/slug';
import { focusRing } from '../../ui/button-styles';
import { CoverImage } from '../cover-image';
import { LikeButton } from '../library/like-button';
import type { ExtraMenuItem } from '../menu-styles';
import { TrackMenuButton } from '../track-menu-button';

type TrackRowProps = {
  track: TrackPayload;
  position: number;
  isCurrent: boolean;
  isPlaying: boolean;
  showAlbum: boolean;
  showImage: boolean;
  onPlay: () => void;
  onPause: () => void;
  extraItems?: ExtraMenuItem[];
};

export function TrackRow({ track, position, isCurrent, isPlaying, showAlbum, showImage, onPlay, onPause, extraItems }: TrackRowProps) {
  const trans = useTrans();
  const [menuOpen, setMenuOpen] = useState(false);
  const playing = isCurrent && isPlaying;
  return (
    <div
      role="row"
      aria-current={isCurrent || undefined}
      data-testid="track-row"
      onDoubleClick={onPlay}
      onContextMenu={(event) => {
        event.preventDefault();
        setMenuOpen(true);
      }}
      className={clsx(
        'group grid items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-fg/5',
        showAlbum ? 'grid-cols-[2rem_minmax(0,1fr)_auto_auto] md:grid-cols-[2rem_minmax(0,3fr)_minmax(0,2fr)_auto_3.5rem_auto]' : 'grid-cols-[2rem_minmax(0,1fr)_auto_3.5rem_auto]',
      )}
    >
      <div role="cell" className="relative flex size-8 items-center justify-center text-muted tabular-nums">
        <span className={clsx('group-hover:invisible group-focus-within:invisible', isCurrent && 'text-primary')}>{position}</span>
        <button type="button"
          aria-label={playing ? trans('Pause :name', { name: track.name }) : trans('Play :name', { name: track.name })}
          onClick={playing ? onPause : onPlay}
          className={clsx('absolute inset-0 flex items-center justify-center rounded-full text-fg opacity-0 group-hover:opacity-100 focus-visible:opacity-100', focusRing)}
        >
          {playing ? <Pause className="size-4" fill="currentColor" /> : <Play className="size-4" fill="currentColor" />}
        </button>
      </div>
      <div role="cell" className="flex min-w-0 items-center gap-3">
        {showImage && <CoverImage src={track.image} className="size-10 shrink-0" />}
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
      {showAlbum && (
        <div role="cell" className="hidden min-w-0 truncate text-muted md:block">
          {track.album && (
            <Link to={albumPath({ ...track.album, artists: track.artists })} className="hover:text-fg hover:underline">
              {track.album.name}
            </Link>
          )}
        </div>
      )}
      <div role="cell" className="opacity-100 md:opacity-0 md:group-hover:opacity-100 md:focus-within:opacity-100 md:[&:has([aria-pressed=true])]:opacity-100">
        <LikeButton type="track" id={track.id} />
      </div>
      <div role="cell" className={clsx('text-right text-muted tabular-nums', showAlbum && 'hidden md:block')}>
        {formatDuration(track.duration / 1000)}
      </div>
      <div role="cell">
        <TrackMenuButton track={track} extraItems={extraItems} isOpen={menuOpen} onOpenChange={setMenuOpen} />
      </div>
    </div>
  );
}
