// A strict parser for the XML the worker writes (sitemaps): workerd has no
// DOMParser. It accepts a declaration, elements with quoted attributes, text
// and character or predefined entity references, and throws on anything not
// well-formed: a stray `<` or `&`, an unknown entity, a mismatched or
// unclosed tag, text outside the root, a second root.

export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string };

const NAME = '[A-Za-z_][\\w.-]*(?::[A-Za-z_][\\w.-]*)?';
const START_TAG = new RegExp(`^<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>$`);
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, 'g');
const END_TAG = new RegExp(`^</(${NAME})\\s*>$`);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&([^;]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw new Error(`a bare & in ${JSON.stringify(text.slice(0, 80))}`);
    if (ref in ENTITIES) return ENTITIES[ref];
    const code = /^#x([0-9a-fA-F]+)$/.exec(ref)?.[1] ?? /^#(\d+)$/.exec(ref)?.[1];
    if (code === undefined) throw new Error(`an unknown entity &${ref};`);
    return String.fromCodePoint(ref.startsWith('#x') ? parseInt(code, 16) : Number(code));
  });
}

export function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^<\?xml\s[^?]*\?>/, '');
  if (/<\?/.test(body)) throw new Error('a processing instruction after the start');
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  for (const [token] of body.matchAll(/<[^<>]*>|[^<]+|</g)) {
    if (!token.startsWith('<')) {
      const text = decode(token);
      if (stack.length) stack[stack.length - 1].text += text;
      else if (text.trim()) throw new Error(`text outside the root: ${JSON.stringify(text.slice(0, 80))}`);
      continue;
    }
    const end = END_TAG.exec(token);
    if (end) {
      const open = stack.pop();
      if (open?.name !== end[1]) throw new Error(`</${end[1]}> closes <${open?.name ?? 'nothing'}>`);
      continue;
    }
    const start = START_TAG.exec(token);
    if (!start) throw new Error(`not a tag: ${JSON.stringify(token.slice(0, 80))}`);
    const attributes: Record<string, string> = {};
    for (const [, name, double, single] of start[2].matchAll(ATTRIBUTE)) {
      if (name in attributes) throw new Error(`attribute ${name} twice`);
      attributes[name] = decode(double ?? single ?? '');
    }
    const element: XmlElement = { name: start[1], attributes, children: [], text: '' };
    if (stack.length) stack[stack.length - 1].children.push(element);
    else if (root) throw new Error('a second root element');
    else root = element;
    if (!start[3]) stack.push(element);
  }
  if (stack.length) throw new Error(`<${stack[stack.length - 1].name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}

/** The text of every `name` element under `element`, in order. */
export function texts(element: XmlElement, name: string): string[] {
  return element.children.flatMap((child) => (child.name === name ? [child.text] : texts(child, name)));
}
