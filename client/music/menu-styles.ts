/** Shared by the track, album and playlist menus. */
export const menuItemClass =
  'flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm text-fg outline-none data-[focused]:bg-fg/10 data-[disabled]:opacity-50';
export const menuPopoverClass = 'min-w-52 max-w-72 overflow-auto rounded-lg bg-paper p-1 shadow-xl ring-1 ring-divider';

/** A row-specific action added to a track's menu, e.g. "Remove from this playlist". */
export type ExtraMenuItem = { id: string; label: string; onAction: () => void };
