import { OWN_TRACKS_SHARE, RADIO_LENGTH } from './radio-constants';

/**
 * The radio's list from the scored candidates (best first): other artists'
 * tracks fill it, and the seed's own artists' tracks take at most
 * OWN_TRACKS_SHARE of the final list, the seed track (`seedCount`, already
 * placed first) included, so a radio is never only the seed's own music.
 * When few other tracks are related, fewer own tracks come along.
 */
export function mixRadio<T extends { own: number }>(candidates: T[], seedCount: number): T[] {
  const others = candidates.filter((c) => !c.own);
  const own = candidates.filter((c) => c.own);
  const slots = RADIO_LENGTH - seedCount;
  // own share <= OWN_TRACKS_SHARE of the list  <=>  ownTotal <= others * share / (1 - share)
  const ratio = OWN_TRACKS_SHARE / (1 - OWN_TRACKS_SHARE);
  const ownCap = Math.floor(RADIO_LENGTH * OWN_TRACKS_SHARE) - seedCount;
  const othersFirst = Math.min(others.length, slots);
  const ownTaken = clamp(Math.floor(othersFirst * ratio) - seedCount, 0, Math.min(own.length, ownCap));
  const keep = new Set([...others.slice(0, slots - ownTaken), ...own.slice(0, ownTaken)]);
  return candidates.filter((c) => keep.has(c));
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));
