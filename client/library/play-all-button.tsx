import { Play } from 'lucide-react';
import type { TrackPayload } from '../../worker/music/music-types';
import { useTrans } from '../i18n/trans';
import { player, type QueueContext } from '../player/player-store';
import { buttonStyles } from '../ui/button-styles';

/** Plays the loaded tracks of a list from the first. */
export function PlayAllButton({ tracks, context }: { tracks: TrackPayload[]; context: QueueContext }) {
  const trans = useTrans();
  return (
    <button
      type="button"
      disabled={!tracks.length}
      onClick={() => player.playTracks(tracks, 0, context)}
      aria-label={context.name ? trans('Play :name', { name: context.name }) : undefined}
      className={buttonStyles({ className: 'pl-4' })}
    >
      <Play className="size-4" fill="currentColor" aria-hidden="true" />
      {trans('Play')}
    </button>
  );
}
