import { Pause, Play } from 'lucide-react';
import type { TrackPayload } from '../../worker/music/music-types';
import { useTrans } from '../i18n/trans';
import { player, type QueueContext } from '../player/player-store';
import { usePlayToggle } from '../player/use-play-toggle';
import { buttonStyles } from '../ui/button-styles';

/** Plays the loaded tracks of a list from the first; Pause while the list plays, and resumes it where it was. */
export function PlayAllButton({ tracks, context }: { tracks: TrackPayload[]; context: QueueContext }) {
  const trans = useTrans();
  const { playing, toggle } = usePlayToggle(context, () => player.playTracks(tracks, 0, context));
  const Icon = playing ? Pause : Play;
  const name = context.name;
  return (
    <button
      type="button"
      disabled={!tracks.length}
      onClick={toggle}
      aria-label={name ? (playing ? trans('Pause :name', { name }) : trans('Play :name', { name })) : undefined}
      className={buttonStyles({ className: 'pl-4' })}
    >
      <Icon className="size-4" fill="currentColor" aria-hidden="true" />
      {playing ? trans('Pause') : trans('Play')}
    </button>
  );
}
