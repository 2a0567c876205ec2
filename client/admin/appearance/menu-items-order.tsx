import clsx from 'clsx';
import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { Button, DropIndicator, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { useTrans } from '../../i18n/trans';
import { iconButtonStyles } from '../../ui/button-styles';
import { moveBefore, step } from '../../backstage/move-item';
import { MenuIcon } from '../../layout/menu-icon';
import type { MenuItem } from './appearance-types';

type MenuItemsOrderProps = {
  items: MenuItem[];
  onChange: (items: MenuItem[]) => void;
  onOpen: (index: number) => void;
};

const rowButton = (className?: string) => iconButtonStyles({ size: 'sm', className: clsx('data-[focus-visible]:ring-2 data-[focus-visible]:ring-primary', className) });

/**
 * A menu's items in order, as the queue and a channel order theirs: dragged
 * into place (with the keyboard through the handle, too), or moved a step
 * with the buttons. Enter or a click on a row opens the item.
 */
export function MenuItemsOrder({ items, onChange, onOpen }: MenuItemsOrderProps) {
  const trans = useTrans();
  const { dragAndDropHooks } = useDragAndDrop<MenuItem>({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': items.find((item) => item.id === key)?.label ?? '' })),
    onReorder(event) {
      if (event.target.dropPosition === 'on') return;
      const moved = items.filter((item) => event.keys.has(item.id));
      const target = items.find((item) => item.id === event.target.key);
      if (target) onChange(moveBefore(items, moved, target, event.target.dropPosition));
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={({ isDropTarget }) => clsx('mx-2 h-0.5 rounded-full', isDropTarget && 'bg-primary')} />,
  });

  if (!items.length) return <p className="text-sm text-muted">{trans('This menu has no items yet.')}</p>;
  return (
    <GridList
      aria-label={trans('Menu items')}
      items={items}
      dependencies={[items]}
      dragAndDropHooks={dragAndDropHooks}
      onAction={(key) => onOpen(items.findIndex((item) => item.id === key))}
      className="flex flex-col gap-1 outline-none"
    >
      {(item) => {
        const index = items.indexOf(item);
        const name = item.label || trans('Untitled item');
        return (
          <GridListItem
            id={item.id}
            textValue={name}
            className="flex cursor-default items-center gap-1 rounded-lg border border-divider py-1.5 pl-1 pr-1 outline-none hover:bg-fg/5 data-[focus-visible]:ring-2 data-[focus-visible]:ring-primary data-[dragging]:opacity-40"
          >
            <Button slot="drag" aria-label={trans('Drag :name', { name })} className={rowButton('cursor-grab text-muted/70')}>
              <GripVertical className="size-4" aria-hidden="true" />
            </Button>
            <MenuIcon name={item.icon} className="size-4 shrink-0 text-muted" />
            <span className="ml-1 min-w-0 flex-1 truncate text-sm">{name}</span>
            <Button aria-label={trans('Move :name up', { name })} isDisabled={index === 0} onPress={() => onChange(step(items, item, -1))} className={rowButton('disabled:opacity-30')}>
              <ArrowUp className="size-4" aria-hidden="true" />
            </Button>
            <Button aria-label={trans('Move :name down', { name })} isDisabled={index === items.length - 1} onPress={() => onChange(step(items, item, 1))} className={rowButton('disabled:opacity-30')}>
              <ArrowDown className="size-4" aria-hidden="true" />
            </Button>
            <Button aria-label={trans('Edit :name', { name })} onPress={() => onOpen(index)} className={rowButton()}>
              <Pencil className="size-4" aria-hidden="true" />
            </Button>
            <Button aria-label={trans('Delete :name', { name })} onPress={() => onChange(items.filter((other) => other !== item))} className={rowButton()}>
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </GridListItem>
        );
      }}
    </GridList>
  );
}
