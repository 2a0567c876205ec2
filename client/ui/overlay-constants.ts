/**
 * SPEC section 9: the overlay timings and sizes of the design system, shared
 * by the tooltip, popover and listbox pieces (and their tests).
 */

export const TOOLTIP = {
  /** Hovering this long shows a tooltip; keyboard focus shows it at once. */
  delayMs: 1500,
  /** After the pointer leaves, the tooltip stays this long. */
  closeDelayMs: 500,
  /** Gap between the trigger and the tooltip, in px. */
  offset: 10,
  placement: 'top',
  maxWidthPx: 240,
  animationMs: 125,
} as const;

/** A hover-opened popover closes this long after the pointer leaves it and its trigger. */
export const POPOVER_HOVER_CLOSE_MS = 150;

/** Type-ahead in a listbox: letters typed within this time of each other make one search. */
export const TYPE_AHEAD_RESET_MS = 500;

export const LISTBOX_MAX_HEIGHT_PX = 420;

/** SPEC section 8: what an empty listbox says. */
export const EMPTY_LISTBOX_MESSAGE = 'There are no items matching your query';
