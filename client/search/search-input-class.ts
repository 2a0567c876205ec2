import clsx from 'clsx';

/** The rounded search box of the top bar, shared by its plain first paint and the combobox. */
export const searchInputClass = clsx(
  'h-10 w-full rounded-full bg-chip pl-11 pr-4 text-sm text-fg transition placeholder:text-muted md:h-12',
  'outline-none hover:ring-1 hover:ring-fg/20 focus:ring-2 focus:ring-fg',
);
