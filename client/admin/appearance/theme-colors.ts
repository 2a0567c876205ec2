/**
 * Theme values are "R G B" channel triplets (db/seed/themes.ts; client/styles.css
 * gives them opacity), so the colour picker converts them to and from hex.
 */
export type Rgb = [number, number, number];

const TRIPLET = /^\s*(\d{1,3})\s+(\d{1,3})\s+(\d{1,3})\s*$/;
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseTriplet(value: string | undefined): Rgb | null {
  const match = value ? TRIPLET.exec(value) : null;
  if (!match) return null;
  const rgb = match.slice(1).map(Number) as Rgb;
  return rgb.every((channel) => channel <= 255) ? rgb : null;
}

export const isTriplet = (value: string | undefined) => parseTriplet(value) !== null;

export function tripletToHex(value: string | undefined): string | null {
  const rgb = parseTriplet(value);
  return rgb ? `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}` : null;
}

/** #rgb or #rrggbb (the # optional) to "R G B"; null for anything else. */
export function hexToTriplet(hex: string): string | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)).join(' ');
}

/** The colour variables' names in the editor (as `{ label }` so the English keys collect them); any other triplet shows by its variable name. */
export const COLOR_LABELS: Record<string, { label: string }> = {
  '--be-background': { label: 'Background' },
  '--be-background-alt': { label: 'Sidebar and alternate background' },
  '--be-paper': { label: 'Cards and menus' },
  '--be-chip': { label: 'Chips and inputs' },
  '--be-foreground-base': { label: 'Text' },
  '--be-primary': { label: 'Primary' },
  '--be-primary-dark': { label: 'Primary when hovered' },
  '--be-on-primary': { label: 'Text on primary' },
  '--be-danger': { label: 'Danger' },
  '--be-on-danger': { label: 'Text on danger' },
  '--be-positive': { label: 'Positive' },
};

const SURFACES = ['--be-background', '--be-background-alt', '--be-paper'];

/**
 * Where the app puts text on a background (the pairs the seeded themes are
 * checked on: tests/worker/theme-contrast.suite.ts): the text colour, the
 * opacity variable it is drawn with, if any, and the background.
 */
export const CONTRAST_PAIRS: { text: string; opacity?: string; background: string }[] = [
  { text: '--be-foreground-base', opacity: '--be-text-main-opacity', background: '--be-background' },
  { text: '--be-foreground-base', opacity: '--be-text-main-opacity', background: '--be-paper' },
  { text: '--be-foreground-base', opacity: '--be-text-muted-opacity', background: '--be-background' },
  { text: '--be-on-primary', background: '--be-primary' },
  { text: '--be-on-danger', background: '--be-danger' },
  ...['--be-primary', '--be-danger', '--be-positive'].flatMap((text) => SURFACES.map((background) => ({ text, background }))),
  { text: '--be-primary', background: '--be-chip' },
];
