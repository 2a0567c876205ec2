import { escapeHtml } from './html';
import type { ThemeFont } from './theme-style';

/** SPEC section 7: fonts load with weight 400 unless the theme says otherwise, and `display=swap`. */
const DEFAULT_WEIGHT = 400;

/** `Roboto+Slab:wght@400`, as the client writes it (client/theme/theme-font.ts, fontStylesheetUrl). */
const familyParam = (font: ThemeFont) =>
  `${encodeURIComponent(font.family.trim()).replace(/%20/g, '+')}:wght@${Number.isInteger(font.weight) ? font.weight : DEFAULT_WEIGHT}`;

/**
 * `<link id="be-primary-font">` loading the page's web fonts (`google: true`)
 * from the font service (the setting `themes.font_service`, Google Fonts'
 * css2 API by default): one family, or the two of the "system" choice's
 * default themes in one stylesheet (`family=A…&family=B…`). Nothing when no
 * font is a web font or the service is empty.
 */
export function fontLink(fonts: ThemeFont[], service: string): string {
  const families = [...new Set(fonts.filter((font) => font.google).map(familyParam))];
  if (!families.length || !service) return '';
  const href = `${service}?${families.map((family) => `family=${family}`).join('&')}&display=swap`;
  return `<link id="be-primary-font" rel="stylesheet" href="${escapeHtml(href)}">`;
}

/** The font service's origin, for the page's CSP (worker/http/security-headers.ts); null when empty or not http(s). */
export function fontServiceOrigin(service: string): string | null {
  try {
    const url = new URL(service);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
