import clsx from 'clsx';
import type { CSSProperties } from 'react';

type PlayerSliderProps = {
  label: string;
  value: number;
  maxValue: number;
  onChange?: (value: number) => void;
  isDisabled?: boolean;
  /** Shows the thumb all the time, not only on hover or focus (touch screens have no hover). */
  showThumb?: boolean;
  className?: string;
};

/**
 * The thin seek/volume slider: a native range input (keyboard, screen readers
 * and touch for free, and no widget library in the first route's bundle),
 * drawn as a track that thickens and shows its thumb on hover or focus.
 */
export function PlayerSlider({ label, value, maxValue, onChange, isDisabled, showThumb, className }: PlayerSliderProps) {
  const max = Math.max(maxValue, 1);
  const percent = Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <input
      type="range"
      aria-label={label}
      min={0}
      max={max}
      step="any"
      value={Math.min(value, max)}
      disabled={isDisabled || !onChange}
      onChange={(event) => onChange?.(Number(event.target.value))}
      style={{ '--fill': `${percent}%` } as CSSProperties}
      className={clsx('player-slider', showThumb && 'player-slider-thumb', className)}
    />
  );
}
