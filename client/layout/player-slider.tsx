import clsx from 'clsx';
import { Slider, SliderThumb, SliderTrack } from 'react-aria-components';

type PlayerSliderProps = {
  label: string;
  value: number;
  maxValue: number;
  onChange?: (value: number) => void;
  isDisabled?: boolean;
  className?: string;
};

/** The thin seek/volume slider: it thickens and shows its thumb on hover or keyboard focus. */
export function PlayerSlider({ label, value, maxValue, onChange, isDisabled, className }: PlayerSliderProps) {
  const percent = maxValue > 0 ? Math.min(100, (value / maxValue) * 100) : 0;
  return (
    <Slider
      aria-label={label}
      value={value}
      minValue={0}
      maxValue={Math.max(maxValue, 1)}
      onChange={(next) => onChange?.(next as number)}
      isDisabled={isDisabled || !onChange}
      className={clsx('group flex items-center', className)}
    >
      <SliderTrack className="relative flex h-4 w-full items-center">
        <div className="h-1 w-full overflow-hidden rounded-full bg-fg/20">
          <div
            className="h-full rounded-full bg-fg transition-colors group-hover:bg-primary group-data-[disabled]:bg-fg/30"
            style={{ width: `${percent}%` }}
          />
        </div>
        <SliderThumb
          className={clsx(
            'top-1/2 size-3 rounded-full bg-fg opacity-0 shadow transition-opacity',
            'group-hover:opacity-100 data-[focus-visible]:opacity-100 data-[focus-visible]:ring-2 data-[focus-visible]:ring-primary',
            'group-data-[disabled]:hidden',
          )}
        />
      </SliderTrack>
    </Slider>
  );
}
