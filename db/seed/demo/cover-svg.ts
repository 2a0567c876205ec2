import { createRandom, seedOf } from './prng';

export const SVG_MIME = 'image/svg+xml';
export type CoverKind = 'albums' | 'artists' | 'genres';

/** R2 key and the URL path the worker serves it under (worker/media/image-routes.ts). */
export const coverKey = (kind: CoverKind, id: number) => `images/${kind}/${id}.svg`;
export const coverUrl = (kind: CoverKind, id: number) => `/storage/${coverKey(kind, id)}`;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const initials = (name: string) =>
  name
    .replace(/^the\s+/i, '')
    .split(/[\s&-]+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w))
    .slice(0, 2)
    .map((w) => [...w][0].toUpperCase())
    .join('');

/**
 * A 300x300 cover drawn from the seed: a two-hue gradient, a few translucent
 * shapes and the name's initials (genres show their name). Static SVG only:
 * no script, no external reference, so it is safe to serve from our origin.
 */
export function coverSvg(kind: CoverKind, id: number, name: string): string {
  const random = createRandom(seedOf(kind, id));
  const hue = random.int(0, 359);
  const hue2 = (hue + random.int(40, 160)) % 360;
  const shapes: string[] = [];
  for (let i = random.int(3, 6); i > 0; i--) {
    const [x, y, r] = [random.int(0, 300), random.int(0, 300), random.int(30, 140)];
    const fill = `hsl(${(hue + random.int(0, 200)) % 360}, 80%, ${random.int(55, 80)}%)`;
    shapes.push(
      random.chance(0.6)
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" fill-opacity="0.25"/>`
        : `<rect x="${x - r / 2}" y="${y - r / 2}" width="${r}" height="${r}" rx="${Math.round(r / 6)}" fill="${fill}" fill-opacity="0.2" transform="rotate(${random.int(0, 89)} ${x} ${y})"/>`,
    );
  }
  const label = kind === 'genres' ? escapeXml(name) : escapeXml(initials(name));
  const size = kind === 'genres' ? Math.max(28, Math.min(56, Math.floor(480 / Math.max(1, name.length)))) : 110;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${escapeXml(name)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue}, 70%, 45%)"/><stop offset="1" stop-color="hsl(${hue2}, 65%, 22%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="300" height="300" fill="url(#g)"/>`,
    ...shapes,
    `<text x="150" y="150" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#fff" fill-opacity="0.92">${label}</text>`,
    `</svg>`,
  ].join('');
}
