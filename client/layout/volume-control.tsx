import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { iconButtonStyles } from '../ui/button-styles';
import { PlayerSlider } from './player-slider';
import type { PlayerBarProps } from './player-types';

type VolumeControlProps = Pick<PlayerBarProps, 'volume' | 'isMuted' | 'onVolumeChange' | 'onToggleMute'>;

export function VolumeControl({ volume = 100, isMuted, onVolumeChange, onToggleMute }: VolumeControlProps) {
  const trans = useTrans();
  const silent = isMuted || volume === 0;
  const Icon = silent ? VolumeX : volume < 50 ? Volume1 : Volume2;
  return (
    <div className="flex w-36 items-center gap-1 lg:w-40">
      <button
        type="button"
        aria-label={silent ? trans('Unmute') : trans('Mute')}
        disabled={!onToggleMute}
        onClick={onToggleMute}
        className={iconButtonStyles({ size: 'sm' })}
      >
        <Icon className="size-5" aria-hidden="true" />
      </button>
      <PlayerSlider
        label={trans('Volume')}
        value={isMuted ? 0 : volume}
        maxValue={100}
        onChange={onVolumeChange}
        className="flex-1"
      />
    </div>
  );
}
