import DOMPurify from 'dompurify';

// A link that opens a new tab cannot reach back into this one.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * A custom page's HTML as it may reach the DOM (docs/decisions/001, custom
 * pages): HTML only (no SVG or MathML), no scripts, no event handlers, no
 * `javascript:` links, no forms or styles. The server cleaned it when it was
 * saved; this holds for rows written any other way too.
 */
export function sanitizePageHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
    FORBID_ATTR: ['style'],
    // Links may open in a new tab (the hook above adds rel); DOMPurify drops `target` unless asked.
    ADD_ATTR: ['target'],
  });
}
