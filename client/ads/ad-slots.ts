import type { AdSlot } from '../../worker/ads/ad-settings';

export type { AdSlot };

type SlotInfo = {
  /** The slot's name on the admin page. */
  label: string;
  /** The frame's widest, in px; null: the full width of its column. */
  maxWidth: number | null;
  /** The frame's height in px: a sandboxed frame cannot size itself to its ad. */
  height: number;
  /** Where the slot is and SPEC section 9's size hint, shown to the admin. */
  description: string;
};

/**
 * SPEC section 9, ad hints. Where the SPEC gives only a width, the height is
 * the usual ad unit for it: 250 for a 970-1000 px billboard, 280 for a
 * 336 x 280 rectangle in a 430 px column, 150 for a full-width leaderboard.
 * Every frame also shrinks with its column ("or responsive").
 */
export const AD_SLOTS: Record<AdSlot, SlotInfo> = {
  general_top: { label: 'General top', maxWidth: null, height: 150, description: 'Above every page: 150px high, or responsive.' },
  general_bottom: { label: 'General bottom', maxWidth: null, height: 150, description: 'Below every page: 150px high, or responsive.' },
  artist_top: { label: 'Artist top', maxWidth: 1000, height: 250, description: 'Below the artist header: 1000px wide, or responsive.' },
  artist_bottom: { label: 'Artist bottom', maxWidth: 430, height: 280, description: 'Below similar artists: 430px wide, or responsive.' },
  album_above: { label: 'Album above', maxWidth: null, height: 150, description: 'Above the album tracks: as wide as possible, or responsive.' },
};

/** The slots in SPEC section 2's order. */
export const AD_SLOT_NAMES = Object.keys(AD_SLOTS) as AdSlot[];
