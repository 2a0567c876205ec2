import { trans } from '../i18n/trans';
import { toast } from '../ui/toast/toast-store';
import { getPlayerState, player } from './player-store';

/**
 * A track that could not be played: says so and moves on to the next one,
 * until `failures` (consecutive) covers the whole queue, then stops.
 */
export function skipFailedTrack(name: string, failures: number): void {
  toast.danger(trans('Could not play ":name"', { name }));
  const s = getPlayerState();
  const more = s.index + 1 < s.queue.length || s.repeat !== 'off';
  if (more && failures < s.queue.length) player.next();
  else player.pause();
}
