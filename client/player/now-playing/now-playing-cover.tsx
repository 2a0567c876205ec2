import clsx from 'clsx';
import type { HTMLAttributes } from 'react';
import { Music } from 'lucide-react';

const square = 'size-[100cqmin] rounded-lg shadow-2xl lg:size-[min(100cqmin,22rem)]';

/**
 * The cover as the largest square its box holds (a size container: 100cqmin
 * is the box's shorter side), so it fits a tall phone and a wide desktop alike;
 * from 1024 px up at most 22rem, leaving room for the controls beneath.
 */
export function NowPlayingCover({ image, className, ...rest }: { image?: string | null } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...rest} className={clsx('flex min-h-0 flex-1 items-center justify-center [container-type:size]', className)}>
      {image ? (
        <img src={image} alt="" className={clsx(square, 'object-cover')} />
      ) : (
        <div className={clsx(square, 'flex items-center justify-center bg-chip text-muted')}>
          <Music className="size-1/3" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
