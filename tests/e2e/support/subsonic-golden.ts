import type { XmlElement } from '../../worker/support/xml';

// Golden answers (tests/subsonic/golden/): the JSON and XML of each method,
// written so a change of shape shows in review. Values that differ from run
// to run are replaced: date-times (the seed dates everything from the time
// it runs; getIndexes' lastModified with them, and its play counts with
// the time of day), the server's version, minutesAgo, and the server's address in
// URLs (its port changes) by `<server>`. A random answer (`shape`)
// keeps only its shape: every item of a list merged into one, each value
// replaced by its type.

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;
const VOLATILE = new Set(['serverVersion', 'minutesAgo', 'lastModified', 'playCount']);

type Json = unknown;

let serverBase = '';

/** The server's address, replaced by `<server>` in the golden texts. */
export const setGoldenServer = (base: string) => void (serverBase = base);

const normalValue = (key: string, value: Json): Json => {
  if (VOLATILE.has(key)) return `<${key}>`;
  if (typeof value === 'string' && DATE_TIME.test(value)) return '<date-time>';
  if (typeof value === 'string' && serverBase && value.includes(serverBase)) return value.split(serverBase).join('<server>');
  return value;
};

function typeOf(value: Json): string {
  if (typeof value === 'number') return Number.isInteger(value) ? '<integer>' : '<number>';
  return `<${typeof value}>`;
}

/** One shape for several values: objects merged key by key, scalars by type. */
function mergeShapes(values: Json[]): Json {
  const objects = values.filter((value) => value && typeof value === 'object' && !Array.isArray(value)) as Record<string, Json>[];
  const arrays = values.filter(Array.isArray) as Json[][];
  if (objects.length > 0) {
    const keys = [...new Set(objects.flatMap(Object.keys))].sort();
    return Object.fromEntries(keys.map((key) => [key, mergeShapes(objects.filter((one) => key in one).map((one) => one[key]))]));
  }
  if (arrays.length > 0) {
    const items = arrays.flat();
    return items.length ? [mergeShapes(items)] : [];
  }
  return [...new Set(values.map(typeOf))].sort().join('|');
}

function normalJson(value: Json, key: string, shape: boolean): Json {
  // A random list: its raw items merged into one shape (values by type).
  if (Array.isArray(value) && shape) return value.length ? [mergeShapes(value)] : [];
  if (Array.isArray(value)) return value.map((item) => normalJson(item, key, shape));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, normalJson(inner, name, shape)]));
  const normal = normalValue(key, value);
  return shape && normal === value ? typeOf(value) : normal;
}

/** The golden text of a JSON answer. */
export function goldenJson(body: Json, shape = false): string {
  const envelope = (body as Record<string, Json>)['subsonic-response'] as Record<string, Json>;
  // The envelope's own attributes stay exact in shape mode: only what is inside is random.
  const normal = normalJson(body, '', false) as Record<string, Record<string, Json>>;
  if (shape) {
    for (const [name, inner] of Object.entries(envelope)) if (inner && typeof inner === 'object') normal['subsonic-response'][name] = normalJson(inner, name, true);
  }
  return `${JSON.stringify(normal, null, 2)}\n`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Siblings of one name merged into one element (attributes by name, values `…`), for a random answer. */
function mergeElements(elements: XmlElement[]): XmlElement {
  const names = [...new Set(elements.flatMap((element) => Object.keys(element.attributes)))].sort();
  const children = elements.flatMap((element) => element.children);
  const byName = [...new Set(children.map((child) => child.name))].map((name) => mergeElements(children.filter((child) => child.name === name)));
  return { name: elements[0].name, attributes: Object.fromEntries(names.map((name) => [name, '…'])), children: byName, text: elements.some((element) => element.text) ? '…' : '' };
}

function renderXml(element: XmlElement, depth: number, shape: boolean, lines: string[]) {
  const pad = '  '.repeat(depth);
  const attributes = Object.entries(element.attributes)
    .map(([name, value]) => ` ${name}="${escapeXml(String(normalValue(name, value)))}"`)
    .join('');
  const children = shape && depth > 0 ? [...new Set(element.children.map((child) => child.name))].map((name) => mergeElements(element.children.filter((child) => child.name === name))) : element.children;
  const text = element.text.trim();
  if (children.length === 0 && !text) lines.push(`${pad}<${element.name}${attributes}/>`);
  else if (children.length === 0) lines.push(`${pad}<${element.name}${attributes}>${escapeXml(text)}</${element.name}>`);
  else {
    lines.push(`${pad}<${element.name}${attributes}>`);
    for (const child of children) renderXml(child, depth + 1, shape, lines);
    lines.push(`${pad}</${element.name}>`);
  }
}

/** The golden text of an XML answer: one element a line, indented, attributes in the server's order. */
export function goldenXml(root: XmlElement, shape = false): string {
  const lines: string[] = [];
  renderXml(root, 0, shape, lines);
  return `${lines.join('\n')}\n`;
}
