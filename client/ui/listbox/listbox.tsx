import clsx from 'clsx';
import { ListBox, ListBoxItem, type ListBoxItemProps, type ListBoxProps } from 'react-aria-components';
import { useTrans } from '../../i18n/trans';
import { EMPTY_LISTBOX_MESSAGE, LISTBOX_MAX_HEIGHT_PX } from '../overlay-constants';
import { useTypeAhead } from './use-type-ahead';

type ListboxProps<T> = Omit<ListBoxProps<T>, 'className' | 'style'> & {
  className?: string;
  /** What an empty list says (translated here); SPEC section 8's text by default. */
  emptyMessage?: string;
};

/**
 * A list of options to pick from (react-aria's ListBox: arrows, Home/End,
 * selection), at most 420 px tall before it scrolls, with SPEC section 9's
 * 500 ms type-ahead and section 8's text when nothing is in it.
 */
export function Listbox<T extends object>({ className, emptyMessage = EMPTY_LISTBOX_MESSAGE, ...props }: ListboxProps<T>) {
  const trans = useTrans();
  const typeAhead = useTypeAhead();
  return (
    <div onKeyDownCapture={typeAhead}>
      <ListBox
        {...props}
        style={{ maxHeight: LISTBOX_MAX_HEIGHT_PX }}
        renderEmptyState={() => <p className="px-3 py-6 text-center text-sm text-muted">{trans(emptyMessage)}</p>}
        className={clsx('overflow-y-auto p-1 outline-none', className)}
      />
    </div>
  );
}

/** One option of a Listbox. */
export function ListboxItem({ className, ...props }: Omit<ListBoxItemProps, 'className'> & { className?: string }) {
  return (
    <ListBoxItem
      {...props}
      className={clsx(
        'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-fg outline-none',
        'data-[focused]:bg-fg/10 data-[selected]:font-semibold data-[selected]:text-primary data-[disabled]:cursor-default data-[disabled]:opacity-50',
        className,
      )}
    />
  );
}
