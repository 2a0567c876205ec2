import type { CSSProperties } from 'react';

/** Text on a dark or light backdrop, as the themes' `--be-foreground-base` triplets. */
const ON_DARK = '255 255 255';
const ON_LIGHT = '17 17 17';

/** WCAG 2.1 relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  const [r, g, b] = digits.map((pair) => {
    const channel = parseInt(pair, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The hero's backdrop: the landing page's background colour, with the text
 * colour (`--be-foreground-base`, which text-fg, text-muted and the outline
 * button read inside the class `own-foreground` of client/styles.css)
 * switched to white or near-black, whichever reads better on it.
 * Over a background image the text is white on a dark scrim. Without either,
 * the theme's own colours stay.
 */
export function heroStyle({ image, color }: { image: boolean; color: string }): CSSProperties | undefined {
  const valid = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color);
  if (image) return { backgroundColor: valid ? color : undefined, '--be-foreground-base': ON_DARK } as CSSProperties;
  if (!valid) return undefined;
  // White wins when its contrast, 1.05 / (L + 0.05), beats near-black's, (L + 0.05) / (0.0056 + 0.05).
  const onDark = 1.05 / (luminance(color) + 0.05) >= (luminance(color) + 0.05) / 0.0556;
  return { backgroundColor: color, '--be-foreground-base': onDark ? ON_DARK : ON_LIGHT } as CSSProperties;
}
