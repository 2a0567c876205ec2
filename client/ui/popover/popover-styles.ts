/** The panel every popover of the design system draws: paper, a hairline, a shadow, themed in light and dark. */
export const popoverPanelClass =
  'overflow-auto rounded-xl border border-divider bg-paper text-fg shadow-2xl outline-none transition-opacity duration-150 starting:opacity-0 data-[exiting]:opacity-0';
