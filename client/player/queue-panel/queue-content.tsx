import { useId } from 'react';
import { ListMusic, Pause, Play } from 'lucide-react';
import type { TrackPayload } from '../../../worker/music/music-types';
import { useTrans } from '../../i18n/trans';
import { buttonStyles, iconButtonStyles } from '../../ui/button-styles';
import { player, usePlayer } from '../player-store';
import { usePlayToggle } from '../use-play-toggle';
import { QueueList } from './queue-list';
import { useRemoteTransport } from '../remote-transport';
import { QueueTrack } from './queue-track';

/** Pauses or resumes the current track (replays it once the queue ran out). */
function CurrentTrackToggle({ track, index }: { track: TrackPayload; index: number }) {
  const trans = useTrans();
  const { playing, toggle } = usePlayToggle({ type: 'track', id: track.id, name: track.name }, () => player.jumpTo(index));
  const Icon = playing ? Pause : Play;
  return (
    <button
      type="button"
      aria-label={playing ? trans('Pause :name', { name: track.name }) : trans('Play :name', { name: track.name })}
      onClick={toggle}
      className={iconButtonStyles({ size: 'sm', className: 'text-fg!' })}
    >
      <Icon className="size-4 fill-current" aria-hidden="true" />
    </button>
  );
}

/** "Now playing", "Next up" and Clear queue; shared by the desktop panel, the mobile sheet and the now-playing screen. */
export function QueueContent() {
  const trans = useTrans();
  const queue = usePlayer((s) => s.queue);
  const index = usePlayer((s) => s.index);
  const context = usePlayer((s) => s.context);
  const remote = useRemoteTransport();
  const current = queue[index];
  const id = useId();

  if (!current) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-12 text-center">
        <ListMusic className="size-10 text-muted" aria-hidden="true" />
        <p className="font-semibold">{trans('Your queue is empty')}</p>
        <p className="text-sm text-muted">{trans('Tracks you play or add to the queue show up here.')}</p>
      </div>
    );
  }

  const upcoming = queue.slice(index + 1).map((track, i) => ({ index: index + 1 + i, track }));

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${id}-now`}>
        <h3 id={`${id}-now`} className="mb-2 text-sm font-bold">
          {trans('Now playing')}
        </h3>
        <div className="flex items-center gap-2 rounded-md bg-fg/5 p-2">
          <QueueTrack track={current} current addedBy={remote?.queueNote?.(index)} />
          <CurrentTrackToggle track={current} index={index} />
        </div>
        {context?.name && <p className="mt-1 truncate text-xs text-muted">{trans('Playing from :name', { name: context.name })}</p>}
      </section>
      <section aria-labelledby={`${id}-next`}>
        <div className="mb-2 flex items-center justify-between gap-2">
          <h3 id={`${id}-next`} className="text-sm font-bold">
            {trans('Next up')}
          </h3>
          {upcoming.length > 0 && !remote && (
            <button type="button" onClick={player.clearQueue} className={buttonStyles({ variant: 'text', size: 'sm' })}>
              {trans('Clear queue')}
            </button>
          )}
        </div>
        {upcoming.length ? (
          <QueueList items={upcoming} currentIndex={index} />
        ) : (
          <p className="px-2 py-4 text-sm text-muted">{trans('Nothing else is queued.')}</p>
        )}
      </section>
    </div>
  );
}
