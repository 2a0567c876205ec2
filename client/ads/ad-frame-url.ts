import type { AdSlot } from './ad-slots';

/** worker/ads/ad-frame-routes.ts serves each slot's document here. */
const AD_FRAME_PATH = '/ad-frames';

/** FNV-1a, 32 bits: a short fingerprint of the slot's HTML, not a security measure. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The slot's frame address; a changed ad is a new address, so the browser never shows a cached old one. */
export const adFrameUrl = (slot: AdSlot, html: string) => `${AD_FRAME_PATH}/${slot}?v=${fingerprint(html)}`;
