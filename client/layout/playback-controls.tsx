import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Pause, Play, Repeat, Repeat1, Shuffle, SkipBack, SkipForward } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { focusRing, iconButtonStyles } from '../ui/button-styles';
import type { PlayerBarProps } from './player-types';

type PlaybackControlsProps = Pick<
  PlayerBarProps,
  'isPlaying' | 'shuffle' | 'repeat' | 'onPlayPause' | 'onPrevious' | 'onNext' | 'onToggleShuffle' | 'onCycleRepeat'
> & {
  disabled: boolean;
  /** The now-playing screen's: every control, larger, at every width. */
  large?: boolean;
};

type ControlProps = {
  label: string;
  /** Extra state read after the label (e.g. which repeat mode), also the tooltip. */
  description?: string;
  onPress?: () => void;
  disabled: boolean;
  pressed?: boolean;
  large?: boolean;
  children: ReactNode;
};

/** A secondary control; `pressed` makes it a toggle (shuffle, repeat) highlighted while on. */
function Control({ label, description, onPress, disabled, pressed, large, children }: ControlProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={description ?? label}
      aria-pressed={pressed}
      disabled={disabled || !onPress}
      onClick={onPress}
      className={iconButtonStyles({ size: large ? 'lg' : 'sm', className: clsx(pressed && 'text-primary hover:text-primary', large && pressed === undefined && 'text-fg!') })}
    >
      {children}
    </button>
  );
}

/** Shuffle, previous, play/pause, next and repeat; all disabled while nothing is loaded. */
export function PlaybackControls(props: PlaybackControlsProps) {
  const trans = useTrans();
  const { disabled, isPlaying, shuffle = false, repeat = 'off', large = false } = props;
  const RepeatIcon = repeat === 'one' ? Repeat1 : Repeat;
  // The mini player (under 768 px) keeps only play/pause; the now-playing screen shows them all.
  const secondary = large ? 'contents' : 'hidden items-center gap-2 md:flex';
  const toggleIcon = large ? 'size-5' : 'size-4';
  const skipIcon = clsx('fill-current', large ? 'size-7' : 'size-5');
  const playIcon = clsx('fill-current', large ? 'size-7' : 'size-4');

  return (
    <div className={clsx('flex items-center', large ? 'w-full justify-between' : 'gap-2')}>
      <span className={secondary}>
        <Control label={trans('Shuffle')} pressed={shuffle} onPress={props.onToggleShuffle} disabled={disabled} large={large}>
          <Shuffle className={toggleIcon} aria-hidden="true" />
        </Control>
        <Control label={trans('Previous')} onPress={props.onPrevious} disabled={disabled} large={large}>
          <SkipBack className={skipIcon} aria-hidden="true" />
        </Control>
      </span>
      <button
        type="button"
        aria-label={isPlaying ? trans('Pause') : trans('Play')}
        disabled={disabled || !props.onPlayPause}
        onClick={props.onPlayPause}
        className={clsx(
          'mx-1 inline-flex shrink-0 items-center justify-center rounded-full bg-fg text-bg transition hover:scale-105 active:scale-100',
          'disabled:pointer-events-none disabled:opacity-40',
          large ? 'size-16' : 'size-9',
          focusRing,
        )}
      >
        {isPlaying ? <Pause className={playIcon} aria-hidden="true" /> : <Play className={clsx('ml-0.5', playIcon)} aria-hidden="true" />}
      </button>
      <span className={secondary}>
        <Control label={trans('Next')} onPress={props.onNext} disabled={disabled} large={large}>
          <SkipForward className={skipIcon} aria-hidden="true" />
        </Control>
        <Control
          label={trans('Repeat')}
          description={repeat === 'one' ? trans('Repeat one') : repeat === 'all' ? trans('Repeat all') : trans('Repeat off')}
          pressed={repeat !== 'off'}
          onPress={props.onCycleRepeat}
          disabled={disabled}
          large={large}
        >
          <RepeatIcon className={toggleIcon} aria-hidden="true" />
        </Control>
      </span>
    </div>
  );
}
