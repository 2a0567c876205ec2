import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Pause, Play, Repeat, Repeat1, Shuffle, SkipBack, SkipForward } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { focusRing, iconButtonStyles } from '../ui/button-styles';
import type { PlayerBarProps } from './player-types';

type PlaybackControlsProps = Pick<
  PlayerBarProps,
  'isPlaying' | 'shuffle' | 'repeat' | 'onPlayPause' | 'onPrevious' | 'onNext' | 'onToggleShuffle' | 'onCycleRepeat'
> & { disabled: boolean };

type ControlProps = {
  label: string;
  /** Extra state read after the label (e.g. which repeat mode), also the tooltip. */
  description?: string;
  onPress?: () => void;
  disabled: boolean;
  pressed?: boolean;
  children: ReactNode;
};

/** A secondary control; `pressed` makes it a toggle (shuffle, repeat) highlighted while on. */
function Control({ label, description, onPress, disabled, pressed, children }: ControlProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={description ?? label}
      aria-pressed={pressed}
      disabled={disabled || !onPress}
      onClick={onPress}
      className={iconButtonStyles({ size: 'sm', className: clsx(pressed && 'text-primary hover:text-primary') })}
    >
      {children}
    </button>
  );
}

/** Shuffle, previous, play/pause, next and repeat; all disabled while nothing is loaded. */
export function PlaybackControls(props: PlaybackControlsProps) {
  const trans = useTrans();
  const { disabled, isPlaying, shuffle = false, repeat = 'off' } = props;
  const RepeatIcon = repeat === 'one' ? Repeat1 : Repeat;
  // The mini player (under 768 px) keeps only play/pause.
  const secondary = 'hidden items-center gap-2 md:flex';

  return (
    <div className="flex items-center gap-2">
      <span className={secondary}>
        <Control label={trans('Shuffle')} pressed={shuffle} onPress={props.onToggleShuffle} disabled={disabled}>
          <Shuffle className="size-4" aria-hidden="true" />
        </Control>
        <Control label={trans('Previous')} onPress={props.onPrevious} disabled={disabled}>
          <SkipBack className="size-5 fill-current" aria-hidden="true" />
        </Control>
      </span>
      <button
        type="button"
        aria-label={isPlaying ? trans('Pause') : trans('Play')}
        disabled={disabled || !props.onPlayPause}
        onClick={props.onPlayPause}
        className={clsx(
          'mx-1 inline-flex size-9 items-center justify-center rounded-full bg-fg text-bg transition hover:scale-105 active:scale-100',
          'disabled:pointer-events-none disabled:opacity-40',
          focusRing,
        )}
      >
        {isPlaying ? (
          <Pause className="size-4 fill-current" aria-hidden="true" />
        ) : (
          <Play className="ml-0.5 size-4 fill-current" aria-hidden="true" />
        )}
      </button>
      <span className={secondary}>
        <Control label={trans('Next')} onPress={props.onNext} disabled={disabled}>
          <SkipForward className="size-5 fill-current" aria-hidden="true" />
        </Control>
        <Control
          label={trans('Repeat')}
          description={repeat === 'one' ? trans('Repeat one') : repeat === 'all' ? trans('Repeat all') : trans('Repeat off')}
          pressed={repeat !== 'off'}
          onPress={props.onCycleRepeat}
          disabled={disabled}
        >
          <RepeatIcon className="size-4" aria-hidden="true" />
        </Control>
      </span>
    </div>
  );
}
