import clsx from 'clsx';
import { useTrans } from '../i18n/trans';
import { formatDuration } from './format-duration';
import { PlayerSlider } from './player-slider';

type SeekBarProps = {
  /** Seconds. */
  position: number;
  duration: number;
  onSeek?: (seconds: number) => void;
  isDisabled?: boolean;
  /** The now-playing screen's: a larger slider with its thumb always shown (touch has no hover). */
  large?: boolean;
  className?: string;
};

/** The seek slider between the elapsed and the total time; the player bar and the now-playing screen show it. */
export function SeekBar({ position, duration, onSeek, isDisabled, large = false, className }: SeekBarProps) {
  const trans = useTrans();
  return (
    <div className={clsx('flex items-center gap-2 tabular-nums text-muted', large ? 'text-xs' : 'text-[11px]', className)}>
      <span className="w-10 text-right">{formatDuration(position)}</span>
      <PlayerSlider label={trans('Seek')} value={position} maxValue={duration} onChange={onSeek} isDisabled={isDisabled} showThumb={large} className="min-w-0 flex-1" />
      <span className="w-10">{formatDuration(duration)}</span>
    </div>
  );
}
