import clsx from 'clsx';
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react';
import { Button, DropIndicator, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import type { TrackPayload } from '../../worker/music/music-types';
import { useTrans } from '../i18n/trans';
import { iconButtonStyles } from '../ui/button-styles';
import { moveBefore, step } from './move-item';

type AlbumTrackOrderProps = { tracks: TrackPayload[]; onChange: (tracks: TrackPayload[]) => void };

/** The album's tracks in order: dragged (or moved a step with the buttons, for keyboards and touch) into place; numbered 1..n on save. */
export function AlbumTrackOrder({ tracks, onChange }: AlbumTrackOrderProps) {
  const trans = useTrans();
  const { dragAndDropHooks } = useDragAndDrop<TrackPayload>({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': tracks.find((track) => track.id === key)?.name ?? '' })),
    onReorder(event) {
      if (event.target.dropPosition === 'on') return;
      const moved = tracks.filter((track) => event.keys.has(track.id));
      const target = tracks.find((track) => track.id === event.target.key);
      if (target) onChange(moveBefore(tracks, moved, target, event.target.dropPosition));
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={({ isDropTarget }) => clsx('mx-2 h-0.5 rounded-full', isDropTarget && 'bg-primary')} />,
  });

  if (!tracks.length) return <p className="text-sm text-muted">{trans('No tracks yet. Add your tracks below.')}</p>;
  return (
    <GridList aria-label={trans('Album tracks')} items={tracks} dependencies={[tracks]} dragAndDropHooks={dragAndDropHooks} className="flex flex-col gap-1 outline-none">
      {(track) => {
        const index = tracks.indexOf(track);
        return (
          <GridListItem id={track.id} textValue={track.name} className="flex items-center gap-3 rounded-lg px-2 py-2 outline-none hover:bg-fg/5 focus-visible:ring-2 focus-visible:ring-primary">
            <Button slot="drag" aria-label={trans('Drag :name', { name: track.name })} className="cursor-grab text-muted">
              <GripVertical className="size-4" aria-hidden="true" />
            </Button>
            <span className="w-6 text-right text-sm text-muted">{index + 1}</span>
            <span className="min-w-0 flex-1 truncate">{track.name}</span>
            <Button
              aria-label={trans('Move :name up', { name: track.name })}
              isDisabled={index === 0}
              onPress={() => onChange(step(tracks, track, -1))}
              className={iconButtonStyles({ size: 'sm', className: 'disabled:opacity-30' })}
            >
              <ArrowUp className="size-4" aria-hidden="true" />
            </Button>
            <Button
              aria-label={trans('Move :name down', { name: track.name })}
              isDisabled={index === tracks.length - 1}
              onPress={() => onChange(step(tracks, track, 1))}
              className={iconButtonStyles({ size: 'sm', className: 'disabled:opacity-30' })}
            >
              <ArrowDown className="size-4" aria-hidden="true" />
            </Button>
            <Button
              aria-label={trans('Remove :name from the album', { name: track.name })}
              onPress={() => onChange(tracks.filter((t) => t !== track))}
              className={iconButtonStyles({ size: 'sm' })}
            >
              <X className="size-4" aria-hidden="true" />
            </Button>
          </GridListItem>
        );
      }}
    </GridList>
  );
}
