/**
 * A custom page's body as it may be stored (docs/decisions/001, custom
 * pages): the tags the rich-text editor writes, links with safe addresses,
 * and nothing that runs. Workers' built-in HTMLRewriter streams the HTML
 * through an allow-list, so no DOM and no dependency is needed here; the
 * browser sanitizes again with DOMPurify wherever a page is rendered.
 */
const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'sub', 'sup', 'mark',
  'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'span', 'div',
]);

/** Removed with everything inside them: they run code, load things or take input. */
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'template', 'svg', 'math',
  'form', 'input', 'button', 'textarea', 'select', 'option', 'link', 'meta', 'base', 'title', 'head', 'audio', 'video', 'source', 'track', 'canvas', 'xmp', 'plaintext', 'noembed', 'noframes',
]);

const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'target', 'rel', 'title']),
  ol: new Set(['start']),
  code: new Set(['class']),
  pre: new Set(['class']),
};

/** Addresses a link may have: web, mail and phone links, and paths and anchors on this site. */
export function isSafeHref(href: string): boolean {
  // The attribute as the browser reads it: character references decoded (the
  // named ones that can shape a scheme are the colon and whitespace), and
  // whitespace and control characters inside a scheme ignored ("java\tscript:").
  const decoded = href
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)))
    .replace(/&colon;?/gi, ':')
    .replace(/&(tab|newline);?/gi, ' ');
  // eslint-disable-next-line no-control-regex
  const compact = decoded.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  if (!/^[a-z][a-z0-9+.-]*:/.test(compact)) return true;
  return /^(https?|mailto|tel):/.test(compact);
}

class Sanitizer implements HTMLRewriterElementContentHandlers {
  element(element: Element): void {
    const tag = element.tagName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) {
      element.remove();
      return;
    }
    if (!ALLOWED_TAGS.has(tag)) {
      element.removeAndKeepContent();
      return;
    }
    const allowed = ALLOWED_ATTRIBUTES[tag];
    for (const [name, value] of [...element.attributes]) {
      const keep = allowed?.has(name) && (name !== 'href' || isSafeHref(value)) && (name !== 'class' || /^language-[\w-]+$/.test(value));
      if (!keep) element.removeAttribute(name);
    }
    if (tag === 'a' && element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
  }
}

export async function sanitizeHtml(html: string): Promise<string> {
  const response = new HTMLRewriter()
    .on('*', new Sanitizer())
    .onDocument({ comments: (comment) => void comment.remove() })
    .transform(new Response(html));
  return (await response.text()).trim();
}
