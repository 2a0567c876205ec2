import { trans } from '../../i18n/trans';
import { Dialog } from '../../ui/dialog/dialog';
import { SelectField } from '../../ui/select-field';
import { CROSSFADE_MAX_SECONDS, DEFAULT_TARGET_LUFS, TARGET_LUFS_RANGE } from '../player-constants';
import { player, usePlayer, type NormalizationMode } from '../player-store';

const MODES: { value: NormalizationMode; label: string }[] = [
  { value: 'album', label: 'Per album' },
  { value: 'track', label: 'Per track' },
  { value: 'off', label: 'Off' },
];

const targets = Array.from({ length: TARGET_LUFS_RANGE.max - TARGET_LUFS_RANGE.min + 1 }, (_, i) => TARGET_LUFS_RANGE.max - i);

/** The player bar's "Playback settings": the form in a dialog. */
export function PlaybackSettingsDialog() {
  return (
    <Dialog title={trans('Playback')} size="sm">
      <PlaybackSettingsForm />
    </Dialog>
  );
}

/**
 * The listener's playback settings (docs/audio.md), kept on this device with
 * the queue: loudness normalization, its target, and crossfade. In a dialog
 * from the player bar, and as a panel of the now-playing screen (a modal of
 * its own, which a second dialog cannot open over).
 */
export function PlaybackSettingsForm() {
  const normalization = usePlayer((s) => s.normalization);
  const targetLufs = usePlayer((s) => s.targetLufs);
  const crossfade = usePlayer((s) => s.crossfade);

  return (
    <div className="flex flex-col gap-5">
      <SelectField
        label={trans('Volume normalization')}
        description={trans('Plays every track at the same loudness. Per album keeps an album’s quiet and loud songs as they were mastered.')}
        value={normalization}
        onChange={(event) => player.setNormalization(event.target.value as NormalizationMode)}
      >
        {MODES.map((mode) => (
          <option key={mode.value} value={mode.value}>
            {trans(mode.label)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={trans('Loudness target')}
        value={targetLufs}
        disabled={normalization === 'off'}
        onChange={(event) => player.setTargetLufs(Number(event.target.value))}
      >
        {targets.map((lufs) => (
          <option key={lufs} value={lufs}>
            {lufs === DEFAULT_TARGET_LUFS ? trans(':lufs LUFS (default)', { lufs }) : trans(':lufs LUFS', { lufs })}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="crossfade-seconds" className="flex justify-between text-sm font-semibold text-fg">
          {trans('Crossfade')}
          <output htmlFor="crossfade-seconds" className="font-normal text-muted">
            {crossfade ? trans(':seconds s', { seconds: crossfade }) : trans('Off')}
          </output>
        </label>
        <input
          id="crossfade-seconds"
          type="range"
          min={0}
          max={CROSSFADE_MAX_SECONDS}
          step={1}
          value={crossfade}
          onChange={(event) => player.setCrossfade(Number(event.target.value))}
          aria-valuetext={crossfade ? trans(':seconds seconds', { seconds: crossfade }) : trans('Off')}
          className="w-full accent-primary"
        />
        <p className="text-sm text-muted">{trans('Fades one song into the next. Songs of an album played in order always join without a fade.')}</p>
      </div>
    </div>
  );
}
