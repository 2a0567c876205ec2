import clsx from 'clsx';
import { Link } from '@tanstack/react-router';
import { ListMusic, MicVocal } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { iconButtonStyles } from '../ui/button-styles';
import { formatDuration } from './format-duration';
import { NowPlaying } from './now-playing';
import { PlaybackControls } from './playback-controls';
import { PlayerSlider } from './player-slider';
import type { PlayerBarProps } from './player-types';
import { VolumeControl } from './volume-control';

const pressedClass = 'text-primary hover:text-primary';

/**
 * The bottom player bar. It only presents state and reports intents through
 * its callbacks: without a track (the default) it shows "Nothing is playing"
 * with every control disabled. Under 768 px it collapses to a mini player
 * (track, play/pause, queue).
 */
export function PlayerBar(props: PlayerBarProps) {
  const trans = useTrans();
  const { track, position = 0, duration = 0, className, isQueueOpen = false } = props;
  const empty = !track;
  const progress = duration > 0 ? Math.min(100, (position / duration) * 100) : 0;

  return (
    <section
      aria-label={trans('Player')}
      className={clsx(
        'relative mx-2 mb-1 flex h-14 items-center gap-2 overflow-hidden rounded-lg bg-paper px-2 text-fg shadow-lg',
        'md:mx-0 md:mb-0 md:grid md:h-20 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)] md:gap-4 md:overflow-visible md:rounded-none md:bg-bg-alt md:px-4 md:shadow-none',
        className,
      )}
    >
      <NowPlaying track={track} className="flex-1" />

      <div className="flex flex-col items-center gap-1 md:px-2">
        <PlaybackControls {...props} disabled={empty} />
        <div className="hidden w-full max-w-xl items-center gap-2 text-[11px] tabular-nums text-muted md:flex">
          <span className="w-10 text-right">{formatDuration(position)}</span>
          <PlayerSlider
            label={trans('Seek')}
            value={position}
            maxValue={duration}
            onChange={props.onSeek}
            isDisabled={empty}
            className="flex-1"
          />
          <span className="w-10">{formatDuration(duration)}</span>
        </div>
      </div>

      <div className="flex items-center justify-end gap-1">
        {props.lyricsHref && (
          <Link
            to={props.lyricsHref}
            aria-label={trans('Lyrics')}
            title={trans('Lyrics')}
            className={iconButtonStyles({ size: 'sm', className: 'hidden md:inline-flex data-[status=active]:text-primary' })}
          >
            <MicVocal className="size-4" aria-hidden="true" />
          </Link>
        )}
        {props.onToggleQueue && (
          <button
            type="button"
            aria-label={trans('Queue')}
            title={trans('Queue')}
            aria-pressed={isQueueOpen}
            onClick={props.onToggleQueue}
            className={iconButtonStyles({ size: 'sm', className: clsx(isQueueOpen && pressedClass) })}
          >
            <ListMusic className="size-5" aria-hidden="true" />
          </button>
        )}
        <div className="hidden md:flex">
          <VolumeControl {...props} />
        </div>
      </div>

      {/* Mini player progress line (mobile); decorative, the seek slider is desktop-only. */}
      <div className="absolute inset-x-2 bottom-0 h-0.5 rounded-full bg-fg/15 md:hidden" aria-hidden="true">
        <div className="h-full rounded-full bg-fg" style={{ width: `${progress}%` }} />
      </div>
    </section>
  );
}
