import type { SettingDefault } from '../settings/setting-default';
import { textUpTo } from '../settings/setting-rules';

/** SPEC section 2, the ad slots, in the order the admin page lists them. */
export const AD_SLOTS = ['general_top', 'general_bottom', 'artist_top', 'artist_bottom', 'album_above'] as const;
export type AdSlot = (typeof AD_SLOTS)[number];

/**
 * An ad network's snippet runs to a few hundred characters; every slot travels
 * in bootstrap data (the SPA renders them), so each is capped.
 */
export const AD_HTML_MAX_LENGTH = 5000;

const slot = (): SettingDefault => ({ value: '', rule: textUpTo(AD_HTML_MAX_LENGTH) });

/**
 * Ads (settings.update, /admin/ads). Public: the SPA renders each slot's HTML
 * in a sandboxed frame (client/ads/), hidden from holders of `ads.hide`.
 */
export const AD_SETTINGS = {
  'ads.enable': { value: false },
  'ads.general_top': slot(),
  'ads.general_bottom': slot(),
  'ads.artist_top': slot(),
  'ads.artist_bottom': slot(),
  'ads.album_above': slot(),
} satisfies Record<`ads.${'enable' | AdSlot}`, SettingDefault>;
