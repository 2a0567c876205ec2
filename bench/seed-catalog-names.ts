import type { Random } from '../db/seed/demo/prng';
import { ADJECTIVES, FIRST_NAMES, LAST_NAMES, MIXES, NOUNS, VERBS } from './seed-catalog-words';

const plural = (noun: string) => (noun.endsWith('s') ? noun : noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`);

/** Name generators for the bench catalog: each draw is one PRNG path, so names are the same every run. */
export function artistName(r: Random): string {
  const roll = r.next();
  if (roll < 0.35) return `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
  if (roll < 0.6) return `The ${r.pick(ADJECTIVES)} ${plural(r.pick(NOUNS))}`;
  if (roll < 0.8) return `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}`;
  return `${r.pick(FIRST_NAMES)} & the ${plural(r.pick(NOUNS))}`;
}

export function albumName(r: Random): string {
  const roll = r.next();
  if (roll < 0.4) return `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}`;
  if (roll < 0.6) return `${r.pick(NOUNS)} and ${r.pick(NOUNS)}`;
  if (roll < 0.75) return `${r.pick(VERBS)} the ${r.pick(NOUNS)}`;
  if (roll < 0.9) return plural(r.pick(NOUNS));
  return `${r.pick(ADJECTIVES)} ${plural(r.pick(NOUNS))}`;
}

export function trackName(r: Random): string {
  const roll = r.next();
  if (roll < 0.35) return `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}`;
  if (roll < 0.55) return `${r.pick(VERBS)} the ${r.pick(NOUNS)}`;
  if (roll < 0.7) return r.pick(NOUNS);
  if (roll < 0.85) return `${r.pick(NOUNS)} of the ${r.pick(NOUNS)}`;
  if (roll < 0.95) return `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)} (${r.pick(MIXES)})`;
  return `${r.pick(ADJECTIVES)} ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}`;
}
