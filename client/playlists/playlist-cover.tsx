import clsx from 'clsx';
import type { PlaylistPayload, TrackPayload } from '../../worker/music/music-types';
import { CoverImage } from '../music/cover-image';

const MOSAIC = 4;

/** The playlist's image, else a mosaic of its first four track covers, else the first cover (or a placeholder). */
export function PlaylistCover({ playlist, tracks, className }: { playlist: PlaylistPayload; tracks: TrackPayload[]; className?: string }) {
  if (playlist.image) return <CoverImage src={playlist.image} className={className} />;
  const covers = [...new Set(tracks.map((track) => track.image).filter((image): image is string => !!image))].slice(0, MOSAIC);
  if (covers.length < MOSAIC) return <CoverImage src={covers[0]} className={className} />;
  return (
    <div className={clsx('grid aspect-square grid-cols-2 overflow-hidden rounded-md', className)}>
      {covers.map((src) => (
        <img key={src} src={src} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
      ))}
    </div>
  );
}
