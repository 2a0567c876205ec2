import type { FlatSettings } from '../cache/app-snapshot';

/** The elements' id, the same the appearance editor's preview fills (SPEC section 4, setCustomCode). */
export const CUSTOM_CODE_ID = 'be-custom-code';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The admin's custom code (the settings `custom_code.css` and
 * `custom_code.html`, issue 27 part 8) for every visitor's page: the CSS in
 * `<style id="be-custom-code">` for the head, after the theme's, so it can
 * override it; the HTML in `<div id="be-custom-code">` for the start of the
 * body. Both run under the page's CSP (docs/api/appearance.md "Custom code"):
 * inline styles are allowed, inline scripts without the page's nonce are not.
 * The CSS cannot end its element early (`</style` is escaped); the HTML is
 * the admin's markup as written.
 */
export function customCode(settings: FlatSettings): { head: string; body: string } {
  const css = text(settings['custom_code.css']);
  const html = text(settings['custom_code.html']);
  return {
    // `<\/style` is the same text to CSS (a backslash escapes "/") and no end tag to HTML.
    head: css ? `<style id="${CUSTOM_CODE_ID}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>` : '',
    body: html ? `<div id="${CUSTOM_CODE_ID}">${html}</div>` : '',
  };
}
