import clsx from 'clsx';
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react';
import { Button, DropIndicator, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import type { ChannelItem } from '../../../worker/music/music-types';
import { useTrans } from '../../i18n/trans';
import { iconButtonStyles } from '../../ui/button-styles';
import { moveBefore, step } from '../../backstage/move-item';
import { itemLabel } from './channel-values';

type ChannelItemOrderProps = { items: ChannelItem[]; onChange: (items: ChannelItem[]) => void };

/**
 * A manual channel's items in order, as backstage orders an album's tracks
 * (client/backstage/album-track-order.tsx): dragged into place, or moved a
 * step with the buttons (keyboards and touch); removed with the cross.
 */
export function ChannelItemOrder({ items, onChange }: ChannelItemOrderProps) {
  const trans = useTrans();
  const { dragAndDropHooks } = useDragAndDrop<ChannelItem>({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(items.find((item) => item.id === key)?.id ?? '') })),
    onReorder(event) {
      if (event.target.dropPosition === 'on') return;
      const moved = items.filter((item) => event.keys.has(item.id));
      const target = items.find((item) => item.id === event.target.key);
      if (target) onChange(moveBefore(items, moved, target, event.target.dropPosition));
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={({ isDropTarget }) => clsx('mx-2 h-0.5 rounded-full', isDropTarget && 'bg-primary')} />,
  });

  if (!items.length) return <p className="text-sm text-muted">{trans('No items yet. Search for items below and add them.')}</p>;
  return (
    <GridList aria-label={trans('Channel items')} items={items} dependencies={[items]} dragAndDropHooks={dragAndDropHooks} className="flex flex-col gap-1 outline-none" data-testid="channel-items">
      {(item) => {
        const index = items.indexOf(item);
        const name = itemLabel(item);
        return (
          <GridListItem id={item.id} textValue={name} className="flex items-center gap-2 rounded-lg px-2 py-2 outline-none hover:bg-fg/5 focus-visible:ring-2 focus-visible:ring-primary sm:gap-3">
            <Button slot="drag" aria-label={trans('Drag :name', { name })} className="cursor-grab text-muted">
              <GripVertical className="size-4" aria-hidden="true" />
            </Button>
            <span className="w-6 text-right text-sm text-muted">{index + 1}</span>
            <span className="min-w-0 flex-1 truncate" data-testid="channel-item-name">
              {name}
            </span>
            <Button
              aria-label={trans('Move :name up', { name })}
              isDisabled={index === 0}
              onPress={() => onChange(step(items, item, -1))}
              className={iconButtonStyles({ size: 'sm', className: 'disabled:opacity-30' })}
            >
              <ArrowUp className="size-4" aria-hidden="true" />
            </Button>
            <Button
              aria-label={trans('Move :name down', { name })}
              isDisabled={index === items.length - 1}
              onPress={() => onChange(step(items, item, 1))}
              className={iconButtonStyles({ size: 'sm', className: 'disabled:opacity-30' })}
            >
              <ArrowDown className="size-4" aria-hidden="true" />
            </Button>
            <Button aria-label={trans('Remove :name from the channel', { name })} onPress={() => onChange(items.filter((i) => i !== item))} className={iconButtonStyles({ size: 'sm' })}>
              <X className="size-4" aria-hidden="true" />
            </Button>
          </GridListItem>
        );
      }}
    </GridList>
  );
}
