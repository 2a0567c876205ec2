import { parseTriplet, type Rgb } from './theme-colors';

/** WCAG 2.1 success criterion 1.4.3 (AA): normal text needs 4.5:1. */
export const WCAG_AA_RATIO = 4.5;

/** WCAG 2.1 relative luminance of an sRGB colour (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.1 contrast ratio, from 1 (same colour) to 21 (black on white); the order of the two does not matter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The colour a text drawn at `alpha` opacity shows on `background`. */
export function blend(text: Rgb, background: Rgb, alpha: number): Rgb {
  return text.map((channel, i) => Math.round(channel * alpha + background[i] * (1 - alpha))) as Rgb;
}

/**
 * The contrast of a theme's text variable on its background variable, with
 * the text's opacity variable applied when given; null when either is not
 * an "R G B" triplet.
 */
export function themeContrast(values: Record<string, string>, pair: { text: string; opacity?: string; background: string }): number | null {
  const text = parseTriplet(values[pair.text]);
  const background = parseTriplet(values[pair.background]);
  if (!text || !background) return null;
  const alpha = pair.opacity && values[pair.opacity] !== undefined ? Number(values[pair.opacity]) : 1;
  return contrastRatio(Number.isFinite(alpha) ? blend(text, background, Math.min(1, Math.max(0, alpha))) : text, background);
}
