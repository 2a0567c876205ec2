import clsx from 'clsx';
import { Music } from 'lucide-react';
import type { TrackPayload } from '../../../worker/music/music-types';
import { useTrans } from '../../i18n/trans';

/** Cover, title and artists of one queued track; in a Jam, who added it (`addedBy`). */
export function QueueTrack({ track, current = false, addedBy }: { track: TrackPayload; current?: boolean; addedBy?: string | null }) {
  const trans = useTrans();
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      {track.image ? (
        <img src={track.image} alt="" className="size-10 shrink-0 rounded object-cover" />
      ) : (
        <div className="flex size-10 shrink-0 items-center justify-center rounded bg-chip text-muted">
          <Music className="size-5" aria-hidden="true" />
        </div>
      )}
      <div className="min-w-0">
        <div className={clsx('truncate text-sm font-semibold', current ? 'text-primary' : 'text-fg')}>{track.name}</div>
        <div className="truncate text-xs text-muted">{track.artists.map((artist) => artist.name).join(', ')}</div>
        {addedBy && <div className="truncate text-xs text-muted">{trans('Added by :name', { name: addedBy })}</div>}
      </div>
    </div>
  );
}
