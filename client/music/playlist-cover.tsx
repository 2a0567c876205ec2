import clsx from 'clsx';
import type { PlaylistPayload } from '../../worker/music/music-types';
import { CoverImage } from './cover-image';

/** The server sends at most this many (worker/music/music-types.ts MOSAIC). */
const MOSAIC = 4;

/**
 * A playlist's cover, the same on its card and its page: its image, else a
 * mosaic of the first four covers of its tracks (`covers`, from the server),
 * else the first cover there is, else a placeholder.
 */
export function PlaylistCover({ playlist, className }: { playlist: Pick<PlaylistPayload, 'image' | 'covers'>; className?: string }) {
  if (playlist.image) return <CoverImage src={playlist.image} className={className} />;
  const { covers } = playlist;
  if (covers.length < MOSAIC) return <CoverImage src={covers[0]} className={className} />;
  return (
    <div data-testid="playlist-mosaic" className={clsx('grid aspect-square grid-cols-2 overflow-hidden rounded-md', className)}>
      {covers.slice(0, MOSAIC).map((src) => (
        <img key={src} src={src} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
      ))}
    </div>
  );
}
