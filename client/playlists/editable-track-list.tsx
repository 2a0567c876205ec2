import clsx from 'clsx';
import { DropIndicator, GridList, useDragAndDrop } from 'react-aria-components';
import type { PlaylistPayload, TrackPayload } from '../../worker/music/music-types';
import { useTrans } from '../i18n/trans';
import { player } from '../player/player-store';
import { toast } from '../ui/toast/toast-store';
import { EditableTrackRow } from './editable-track-row';
import { useRemoveTracks, useReorderTracks } from './playlist-track-mutations';
import { moveIds, stepId } from './reorder-ids';

/**
 * The tracks of a playlist the user may edit: dragged into a new order (or
 * moved a step from the row menu), removed from the row menu. Each change
 * shows at once and is undone if the server refuses it.
 */
export function EditableTrackList({ playlist, tracks }: { playlist: PlaylistPayload; tracks: TrackPayload[] }) {
  const trans = useTrans();
  const reorder = useReorderTracks(playlist.id);
  const remove = useRemoveTracks(playlist.id);
  const ids = tracks.map((track) => track.id);
  const context = { type: 'playlist', id: playlist.id, name: playlist.name } as const;

  const { dragAndDropHooks } = useDragAndDrop<TrackPayload>({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': tracks.find((track) => track.id === key)?.name ?? '' })),
    onReorder(event) {
      if (event.target.dropPosition === 'on') return;
      reorder.mutate(moveIds(ids, [...event.keys].map(Number), Number(event.target.key), event.target.dropPosition));
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={({ isDropTarget }) => clsx('mx-2 h-0.5 rounded-full', isDropTarget && 'bg-primary')} />,
  });

  const menuItems = (track: TrackPayload, index: number) => [
    {
      id: 'remove-from-playlist',
      label: trans('Remove from this playlist'),
      onAction: () => remove.mutate([track.id], { onSuccess: () => toast(trans('Removed from :name', { name: playlist.name })) }),
    },
    ...(index > 0 ? [{ id: 'move-up', label: trans('Move up'), onAction: () => reorder.mutate(stepId(ids, track.id, -1)) }] : []),
    ...(index < tracks.length - 1 ? [{ id: 'move-down', label: trans('Move down'), onAction: () => reorder.mutate(stepId(ids, track.id, 1)) }] : []),
  ];

  return (
    <GridList
      aria-label={trans('Tracks')}
      items={tracks}
      dependencies={[tracks]}
      dragAndDropHooks={dragAndDropHooks}
      className="-mx-2 flex flex-col outline-none"
    >
      {(track) => {
        const index = ids.indexOf(track.id);
        return (
          <EditableTrackRow
            track={track}
            position={index + 1}
            onStart={() => player.playTracks(tracks, index, context)}
            extraItems={menuItems(track, index)}
          />
        );
      }}
    </GridList>
  );
}
