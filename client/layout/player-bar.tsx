import clsx from 'clsx';
import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { ListMusic, Maximize2, MicVocal, SlidersHorizontal } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { iconButtonStyles } from '../ui/button-styles';
import { useVerticalSwipe } from '../ui/use-vertical-swipe';
import { formatDuration } from './format-duration';
import { NowPlaying } from './now-playing';
import { PlaybackControls } from './playback-controls';
import type { PlayerBarProps } from './player-types';
import { SeekBar } from './seek-bar';
import { VolumeControl } from './volume-control';

const pressedClass = 'text-primary hover:text-primary';

/** The mini player's progress line (under 768 px), read out as a progress bar. */
function MiniProgress({ position, duration }: { position: number; duration: number }) {
  const trans = useTrans();
  const progress = duration > 0 ? Math.min(100, (position / duration) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={trans('Track progress')}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(Math.min(position, duration))}
      aria-valuetext={trans(':position of :duration', { position: formatDuration(position), duration: formatDuration(duration) })}
      className="absolute inset-x-2 bottom-0 h-0.5 rounded-full bg-fg/15 md:hidden"
    >
      <div className="h-full rounded-full bg-fg" style={{ width: `${progress}%` }} />
    </div>
  );
}

/**
 * The bottom player bar. It only presents state and reports intents through
 * its callbacks: without a track (the default) it shows "Nothing is playing"
 * with every control disabled. Under 768 px it collapses to a mini player
 * (track, play/pause, queue, progress) that opens the now-playing screen when
 * tapped or swiped up; from 768 px up an expand button opens the same screen.
 */
export function PlayerBar(props: PlayerBarProps) {
  const trans = useTrans();
  const { track, position = 0, duration = 0, className, isQueueOpen = false, onOpenNowPlaying } = props;
  const empty = !track;
  const describedBy = useId();
  const swipe = useVerticalSwipe({ direction: 'up', onSwipe: () => onOpenNowPlaying?.() });
  const canOpen = !empty && !!onOpenNowPlaying;

  return (
    <section
      aria-label={trans('Player')}
      className={clsx(
        'relative mx-2 mb-1 flex h-14 items-center gap-2 overflow-hidden rounded-lg bg-paper px-2 text-fg shadow-lg',
        'md:mx-0 md:mb-0 md:grid md:h-20 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)] md:gap-4 md:overflow-visible md:rounded-none md:bg-bg-alt md:px-4 md:shadow-none',
        className,
      )}
      // A swipe up lifts the mini player a little, as feedback.
      style={swipe.offset ? { transform: `translateY(-${Math.min(swipe.offset, 24)}px)` } : undefined}
    >
      <div className="hidden min-w-0 md:block">
        <NowPlaying track={track} />
      </div>
      {/* Under 768 px the track opens the now-playing screen (tap or swipe up) instead of linking to its pages. */}
      {canOpen ? (
        <button
          type="button"
          aria-label={trans('Open now playing')}
          aria-describedby={describedBy}
          aria-haspopup="dialog"
          onClick={onOpenNowPlaying}
          {...swipe.handlers}
          className="flex min-w-0 flex-1 touch-none self-stretch rounded-md text-left outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-primary md:hidden"
        >
          <NowPlaying track={track} linked={false} descriptionId={describedBy} className="flex-1" />
        </button>
      ) : (
        <NowPlaying track={track} linked={false} className="flex-1 md:hidden" />
      )}

      <div className="flex flex-col items-center gap-1 md:px-2">
        <PlaybackControls {...props} disabled={empty} />
        <SeekBar position={position} duration={duration} onSeek={props.onSeek} isDisabled={empty} className="w-full max-w-xl max-md:hidden" />
      </div>

      <div className="flex items-center justify-end gap-1">
        {props.extra}
        {props.lyricsHref && (
          <Link
            to={props.lyricsHref}
            aria-label={trans('Lyrics')}
            title={trans('Lyrics')}
            className={iconButtonStyles({ size: 'sm', className: 'max-md:hidden data-[status=active]:text-primary' })}
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
        {props.onOpenPlaybackSettings && (
          <button
            type="button"
            aria-label={trans('Playback settings')}
            title={trans('Playback settings')}
            aria-haspopup="dialog"
            onClick={props.onOpenPlaybackSettings}
            className={iconButtonStyles({ size: 'sm', className: 'max-md:hidden' })}
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
          </button>
        )}
        <div className="hidden md:flex">
          <VolumeControl {...props} />
        </div>
        {onOpenNowPlaying && (
          <button
            type="button"
            aria-label={trans('Expand player')}
            title={trans('Expand player')}
            aria-haspopup="dialog"
            disabled={empty}
            onClick={onOpenNowPlaying}
            className={iconButtonStyles({ size: 'sm', className: 'max-md:hidden' })}
          >
            <Maximize2 className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>

      <MiniProgress position={position} duration={duration} />
    </section>
  );
}
