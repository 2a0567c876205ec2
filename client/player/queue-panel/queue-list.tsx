import clsx from 'clsx';
import { ArrowDown, ArrowUp, GripVertical, Play, X } from 'lucide-react';
import { Button, DropIndicator, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import type { TrackPayload } from '../../../worker/music/music-types';
import { useTrans } from '../../i18n/trans';
import { iconButtonStyles } from '../../ui/button-styles';
import { player } from '../player-store';
import { useRemoteTransport } from '../remote-transport';
import { QueueTrack } from './queue-track';
import { reorderIndex } from './reorder';

type QueueListProps = {
  /** The upcoming tracks with their queue indices. */
  items: { index: number; track: TrackPayload }[];
  /** Queue index of the current track: nothing may move above it. */
  currentIndex: number;
};

const rowButton = (className?: string) =>
  iconButtonStyles({ size: 'sm', className: clsx('size-7 data-[focus-visible]:ring-2 data-[focus-visible]:ring-primary', className) });

/**
 * "Next up": a grid list whose rows are reordered by dragging (mouse, touch,
 * or keyboard through the drag handle), with Move up/down buttons as the
 * plain fallback. Activating a row plays it.
 */
export function QueueList({ items, currentIndex }: QueueListProps) {
  const trans = useTrans();
  const last = items.at(-1)?.index ?? currentIndex;
  // A Jam's queue is shared: it is not reordered here, and each item names who added it.
  const remote = useRemoteTransport();

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': items.find((item) => String(item.index) === String(key))?.track.name ?? '' })),
    onReorder(event) {
      const from = Number([...event.keys][0]);
      player.moveInQueue(from, reorderIndex(from, Number(event.target.key), event.target.dropPosition));
    },
    renderDropIndicator: (target) => (
      <DropIndicator
        target={target}
        className={({ isDropTarget }) => clsx('mx-2 h-0.5 rounded-full', isDropTarget && 'bg-primary')}
      />
    ),
  });

  return (
    <GridList
      aria-label={trans('Next up')}
      items={items}
      dependencies={[currentIndex, last]}
      dragAndDropHooks={remote ? undefined : dragAndDropHooks}
      onAction={remote ? undefined : (key) => player.jumpTo(Number(key))}
      className="flex flex-col gap-0.5 outline-none"
    >
      {({ index, track }) => (
        <GridListItem
          id={String(index)}
          textValue={track.name}
          className={clsx(
            'group flex cursor-default items-center gap-1 rounded-md py-1.5 pl-1 pr-2 outline-none transition-colors',
            'hover:bg-fg/5 data-[focus-visible]:ring-2 data-[focus-visible]:ring-inset data-[focus-visible]:ring-primary data-[dragging]:opacity-40',
          )}
        >
          {!remote && (
            <Button slot="drag" aria-label={trans('Drag to reorder')} className={rowButton('cursor-grab text-muted/70')}>
              <GripVertical className="size-4" aria-hidden="true" />
            </Button>
          )}
          <QueueTrack track={track} addedBy={remote?.queueNote?.(index)} />
          {!remote && <span className="flex shrink-0 items-center opacity-100 md:opacity-0 md:group-hover:opacity-100 md:group-focus-within:opacity-100 md:group-data-[focus-visible]:opacity-100">
            <Button aria-label={trans('Play :name', { name: track.name })} onPress={() => player.jumpTo(index)} className={rowButton()}>
              <Play className="size-3.5 fill-current" aria-hidden="true" />
            </Button>
            <Button
              aria-label={trans('Move up')}
              isDisabled={index - 1 <= currentIndex}
              onPress={() => player.moveInQueue(index, index - 1)}
              className={rowButton('disabled:opacity-30')}
            >
              <ArrowUp className="size-4" aria-hidden="true" />
            </Button>
            <Button
              aria-label={trans('Move down')}
              isDisabled={index >= last}
              onPress={() => player.moveInQueue(index, index + 1)}
              className={rowButton('disabled:opacity-30')}
            >
              <ArrowDown className="size-4" aria-hidden="true" />
            </Button>
            <Button aria-label={trans('Remove from queue')} onPress={() => player.removeFromQueue(index)} className={rowButton()}>
              <X className="size-4" aria-hidden="true" />
            </Button>
          </span>}
        </GridListItem>
      )}
    </GridList>
  );
}
