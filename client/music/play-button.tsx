import clsx from 'clsx';
import { Pause, Play } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import type { QueueContext } from '../player/player-store';
import { usePlayToggle } from '../player/use-play-toggle';
import { focusRing } from '../ui/button-styles';

type PlayButtonProps = {
  /** Names the button: "Play <name>", or "Pause <name>" while its context plays. */
  name: string;
  /** What the button plays: an album, artist, playlist, track, channel, radio, ... */
  context: QueueContext;
  /** Starts `context` from its beginning (the player holds something else, or its queue ran out). */
  onStart: () => unknown;
  isDisabled?: boolean;
  /** lg: a page header's; md: a card's. */
  size?: 'md' | 'lg';
  className?: string;
};

/**
 * The round play button of a page header or a card. While its context plays
 * it shows Pause and pauses; while its context is paused it resumes where it
 * was; otherwise it starts it (client/player/use-play-toggle.ts decides).
 */
export function PlayButton({ name, context, onStart, isDisabled, size = 'lg', className }: PlayButtonProps) {
  const trans = useTrans();
  const { playing, toggle } = usePlayToggle(context, onStart);
  const Icon = playing ? Pause : Play;
  return (
    <button
      type="button"
      aria-label={playing ? trans('Pause :name', { name }) : trans('Play :name', { name })}
      data-playing={playing || undefined}
      disabled={isDisabled}
      onClick={toggle}
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg transition hover:scale-105 hover:bg-primary-dark disabled:opacity-50',
        size === 'lg' ? 'size-14' : 'size-11',
        focusRing,
        className,
      )}
    >
      <Icon className={clsx(size === 'lg' ? 'size-6' : 'size-5', !playing && 'ml-0.5')} fill="currentColor" aria-hidden="true" />
    </button>
  );
}
