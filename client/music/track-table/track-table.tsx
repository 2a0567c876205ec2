import type { ReactNode } from 'react';
import type { TrackPayload } from '../../../worker/music/music-types';
import { useTrans } from '../../i18n/trans';
import { player, type QueueContext } from '../../player/player-store';
import type { ExtraMenuItem } from '../menu-styles';
import { TrackRow } from './track-row';

type TrackTableProps = {
  tracks: TrackPayload[];
  /** What the queue plays from when a row starts playback. */
  context: QueueContext;
  /** Album track numbers instead of list positions. */
  numbering?: 'index' | 'number';
  showAlbum?: boolean;
  showImage?: boolean;
  isLoading?: boolean;
  /** Shown when there are no tracks (and not loading). */
  empty?: ReactNode;
  extraItems?: (track: TrackPayload, index: number) => ExtraMenuItem[];
  /** Offset added to list positions, for paginated lists. */
  offset?: number;
};

/**
 * The tracklist every page uses: play from any row (the whole list becomes
 * the queue; a playing row pauses, a paused one resumes), like, a context menu
 * (also on right-click), links to the track, its artists and album; the
 * playing row is highlighted.
 */
export function TrackTable({ tracks, context, numbering = 'index', showAlbum = true, showImage = true, isLoading, empty, extraItems, offset = 0 }: TrackTableProps) {
  const trans = useTrans();

  if (isLoading) {
    return (
      <div aria-busy="true" aria-label={trans('Loading')} className="space-y-2">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-12 animate-pulse rounded-md bg-fg/5" />
        ))}
      </div>
    );
  }
  if (!tracks.length) return <div className="py-10 text-center text-sm text-muted">{empty ?? trans('Nothing to show yet.')}</div>;

  return (
    <div role="table" aria-label={trans('Tracks')} className="-mx-2">
      <div role="rowgroup">
        {tracks.map((track, index) => (
          <TrackRow
            key={`${track.id}-${index}`}
            track={track}
            position={numbering === 'number' ? (track.number ?? index + 1) : offset + index + 1}
            showAlbum={showAlbum}
            showImage={showImage}
            onStart={() => player.playTracks(tracks, index, context)}
            extraItems={extraItems?.(track, index)}
          />
        ))}
      </div>
    </div>
  );
}
