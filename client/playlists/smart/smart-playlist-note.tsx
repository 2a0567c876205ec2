import { Sparkles } from 'lucide-react';
import type { PlaylistPayload } from '../../../worker/music/music-types';
import { useTrans } from '../../i18n/trans';

/** Under a smart playlist's actions: where its tracks come from, and how many of them the page shows. */
export function SmartPlaylistNote({ playlist, shown }: { playlist: PlaylistPayload; shown: number }) {
  const trans = useTrans();
  return (
    <p className="flex items-start gap-2 text-sm text-muted" data-testid="smart-playlist-note">
      <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {trans('A smart playlist: its tracks are whatever its rules match now, with the likes and plays of its owner.')}
        {playlist.tracks_count > shown && ` ${trans('Showing the first :shown of :count.', { shown, count: playlist.tracks_count })}`}
      </span>
    </p>
  );
}
