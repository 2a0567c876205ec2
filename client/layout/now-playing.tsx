import clsx from 'clsx';
import { Music } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import type { PlayerTrack } from './player-types';

/** Cover, title and artist of the loaded track, or the empty state. */
export function NowPlaying({ track, className }: { track?: PlayerTrack | null; className?: string }) {
  const trans = useTrans();
  return (
    <div className={clsx('flex min-w-0 items-center gap-3', className)}>
      {track?.image ? (
        <img src={track.image} alt="" className="size-10 shrink-0 rounded-md object-cover shadow md:size-14" />
      ) : (
        <div className="flex size-10 shrink-0 items-center justify-center rounded-md bg-chip text-muted md:size-14">
          <Music className="size-5 md:size-6" aria-hidden="true" />
        </div>
      )}
      <div className="min-w-0">
        {track ? (
          <>
            <div className="truncate text-sm font-semibold text-fg">{track.title}</div>
            <div className="truncate text-xs text-muted">{track.artist}</div>
          </>
        ) : (
          <>
            <div className="truncate text-sm font-semibold text-fg">{trans('Nothing is playing')}</div>
            <div className="truncate text-xs text-muted">{trans('Pick something to listen to')}</div>
          </>
        )}
      </div>
    </div>
  );
}
