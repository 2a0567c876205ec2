import type { Random } from './prng';

// Who listens to the demo catalog, and when: the places, devices and hours
// the demo's year of plays and page views is drawn from (demo-plays.ts,
// demo-page-views.ts). Weights are relative; values are what the worker
// records (request.cf country and city, worker/auth/device.ts platforms and
// browsers).

export type Audience = { country: string; city: string; device_type: 'desktop' | 'mobile' | 'tablet'; platform: string; browser: string };

const PLACES: [country: string, city: string, weight: number][] = [
  ['US', 'New York', 14], ['US', 'Los Angeles', 9], ['US', 'Chicago', 6], ['US', 'Austin', 4],
  ['GB', 'London', 10], ['GB', 'Manchester', 4], ['DE', 'Berlin', 8], ['DE', 'Hamburg', 3],
  ['FR', 'Paris', 6], ['ES', 'Madrid', 4], ['ES', 'Barcelona', 4], ['NL', 'Amsterdam', 4],
  ['SE', 'Stockholm', 3], ['BR', 'São Paulo', 6], ['MX', 'Mexico City', 4], ['CA', 'Toronto', 5],
  ['JP', 'Tokyo', 5], ['AU', 'Sydney', 4], ['IN', 'Mumbai', 3], ['NG', 'Lagos', 2],
];

const DEVICES: [Audience['device_type'], [platform: string, browser: string, weight: number][], number][] = [
  ['mobile', [['iOS', 'Safari', 5], ['Android', 'Chrome', 6], ['Android', 'Firefox', 1]], 48],
  ['desktop', [['Windows', 'Chrome', 8], ['Windows', 'Edge', 3], ['macOS', 'Safari', 4], ['macOS', 'Chrome', 4], ['Linux', 'Firefox', 2]], 44],
  ['tablet', [['iOS', 'Safari', 3], ['Android', 'Chrome', 1]], 8],
];

/** Relative listening per UTC hour: quiet nights, a lunch bump, evenings the most. */
export const HOURLY = [3, 2, 1.5, 1, 1, 1.5, 3, 5, 6, 6, 6, 7, 8, 7, 7, 7, 8, 9, 11, 12, 12, 11, 8, 5];

/** Relative listening per weekday, Sunday first. */
export const WEEKDAY = [1.05, 0.92, 0.94, 0.96, 1, 1.12, 1.15];

/** An index drawn with the given relative weights. */
export function weightedIndex(random: Random, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let at = random.next() * total;
  for (let i = 0; i < weights.length; i++) {
    at -= weights[i];
    if (at < 0) return i;
  }
  return weights.length - 1;
}

const PLACE_WEIGHTS = PLACES.map((p) => p[2]);
const DEVICE_WEIGHTS = DEVICES.map((d) => d[2]);

/** One listener's place and device. */
export function pickAudience(random: Random): Audience {
  const [country, city] = PLACES[weightedIndex(random, PLACE_WEIGHTS)];
  const [device_type, agents] = DEVICES[weightedIndex(random, DEVICE_WEIGHTS)];
  const [platform, browser] = agents[weightedIndex(random, agents.map((a) => a[2]))];
  return { country, city, device_type, platform, browser };
}

/**
 * Splits `total` into whole parts in proportion to `weights`, rounding the
 * running sum, so the parts add up to `total` exactly.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0) return weights.map(() => 0);
  let running = 0;
  let given = 0;
  return weights.map((w) => {
    running += w;
    const upTo = Math.round((total * running) / sum);
    const part = upTo - given;
    given = upTo;
    return part;
  });
}

/** A 96-bit hex string like a guest's daily visitor hash (worker/insights/visitor-hash.ts). */
export const visitorHash = (random: Random) => Array.from({ length: 3 }, () => Math.floor(random.next() * 2 ** 32).toString(16).padStart(8, '0')).join('');
