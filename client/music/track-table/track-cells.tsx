import clsx from 'clsx';
import { Link } from '@tanstack/react-router';
import { Pause, Play } from 'lucide-react';
import type { TrackPayload } from '../../../worker/music/music-types';
import { useTrans } from '../../i18n/trans';
import { albumPath, trackPath } from '../../routing/slug';
import { focusRing } from '../../ui/button-styles';
import { ArtistLinks } from '../artist-links';
import { CoverImage } from '../cover-image';

// The cells a track row shows, shared by the plain track table and the
// playlist's reorderable list.

/** The position, replaced by play/pause on hover or focus (and by Pause while the track plays). */
export function TrackPlayCell({ track, position, isCurrent, playing, onToggle }: {
  track: TrackPayload;
  position: number;
  isCurrent: boolean;
  playing: boolean;
  onToggle: () => void;
}) {
  const trans = useTrans();
  return (
    <>
      <span className={clsx('group-hover:invisible group-focus-within:invisible', isCurrent && 'text-primary', playing && 'invisible')}>{position}</span>
      <button
        type="button"
        aria-label={playing ? trans('Pause :name', { name: track.name }) : trans('Play :name', { name: track.name })}
        onClick={onToggle}
        className={clsx(
          'absolute inset-0 flex items-center justify-center rounded-full',
          playing ? 'text-primary' : 'text-fg opacity-0 group-hover:opacity-100 focus-visible:opacity-100',
          focusRing,
        )}
      >
        {playing ? <Pause className="size-4" fill="currentColor" aria-hidden="true" /> : <Play className="size-4" fill="currentColor" aria-hidden="true" />}
      </button>
    </>
  );
}

/** Cover, title and artists, each a link. */
export function TrackTitleCell({ track, isCurrent, showImage = true }: { track: TrackPayload; isCurrent: boolean; showImage?: boolean }) {
  return (
    <>
      {showImage && <CoverImage src={track.image} className="size-10 shrink-0" />}
      <div className="min-w-0">
        <Link to={trackPath(track)} className={clsx('block truncate font-medium hover:underline', isCurrent ? 'text-primary' : 'text-fg', focusRing)}>
          {track.name}
        </Link>
        <div className="truncate text-xs text-muted">
          <ArtistLinks artists={track.artists} linkClassName="hover:text-fg hover:underline" />
        </div>
      </div>
    </>
  );
}

/** The album's name as a link (empty for a track without one). */
export function TrackAlbumLink({ track }: { track: TrackPayload }) {
  if (!track.album) return null;
  return (
    <Link to={albumPath({ ...track.album, artists: track.artists })} className="hover:text-fg hover:underline">
      {track.album.name}
    </Link>
  );
}
