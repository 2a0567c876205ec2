import { getBootstrap, hasBootstrap } from '../bootstrap/bootstrap-store';
import type { Theme } from './theme-choice';

export type ThemeFont = NonNullable<Theme['font']>;

/** The variable client/styles.css puts first in the font stack (`var(--be-font-family, 'Inter')`). */
export const FONT_VARIABLE = '--be-font-family';
/** The stylesheet link's id, shared with the HTML shell (worker/spa/) that serves the saved theme's font. */
export const FONT_LINK_ID = 'be-primary-font';
/** SPEC section 7: fonts load with weight 400 unless the theme says otherwise, and `display=swap`. */
const DEFAULT_WEIGHT = 400;

/** The web-font service's stylesheet for one family, e.g. `…/css2?family=Roboto+Slab:wght@400&display=swap`. */
export function fontStylesheetUrl(service: string, font: ThemeFont): string {
  const family = encodeURIComponent(font.family.trim()).replace(/%20/g, '+');
  return `${service}?family=${family}:wght@${font.weight ?? DEFAULT_WEIGHT}&display=swap`;
}

/** The setting `themes.font_service` (worker/settings/defaults.ts); empty turns loading off. */
function fontService(): string {
  const themes = hasBootstrap() ? (getBootstrap().settings.themes as { font_service?: unknown } | undefined) : undefined;
  return typeof themes?.font_service === 'string' ? themes.font_service : '';
}

const cssString = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/[\r\n]/g, ' ')}"`;

/**
 * Sets the primary font: `--be-font-family` on the root element and, for a
 * web font (`google: true`), its stylesheet in `<link id="be-primary-font">`
 * from the font service. `null` (or a font without a family) removes both.
 * A link already there (the shell's, or an earlier theme's) is reused, and
 * left alone when it already loads this font.
 */
export function applyThemeFont(font: ThemeFont | null | undefined, root: HTMLElement = document.documentElement): void {
  const existing = document.getElementById(FONT_LINK_ID);
  const family = font?.family.trim();
  if (!font || !family) {
    root.style.removeProperty(FONT_VARIABLE);
    existing?.remove();
    return;
  }
  root.style.setProperty(FONT_VARIABLE, cssString(family));
  const service = fontService();
  if (!font.google || !service) {
    existing?.remove();
    return;
  }
  const href = fontStylesheetUrl(service, font);
  let link = existing;
  if (!link || link.tagName !== 'LINK') {
    existing?.remove();
    link = document.createElement('link');
    link.id = FONT_LINK_ID;
    link.setAttribute('rel', 'stylesheet');
    document.head.append(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
