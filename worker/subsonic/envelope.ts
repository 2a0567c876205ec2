import { version as packageVersion } from '../../package.json';
import { SUBSONIC_API_VERSION, type SubsonicAnswer } from './subsonic-types';

/** `type`: the server's name as clients see it (some show it, some key quirks on it); stable, whatever the site is called. */
export const SERVER_TYPE = 'melodia';
export const SERVER_VERSION = packageVersion;

export type SubsonicFormat = 'json' | 'xml';

/** `f=json` asks for JSON; anything else (`xml`, nothing, an unknown value) gets XML. */
export const formatOf = (f: string | undefined): SubsonicFormat => (f === 'json' ? 'json' : 'xml');

const envelopeHead = (status: 'ok' | 'failed') => ({
  status,
  version: SUBSONIC_API_VERSION,
  type: SERVER_TYPE,
  serverVersion: SERVER_VERSION,
  openSubsonic: true,
});

/** A success: the method's elements inside `subsonic-response`. */
export const okEnvelope = (answer: SubsonicAnswer) => ({ ...envelopeHead('ok'), ...answer });

/** A failure, always with HTTP 200 (clients read the envelope, not the status); `helpUrl` where the user can fix it. */
export const failedEnvelope = (code: number, message: string, helpUrl?: string) => ({ ...envelopeHead('failed'), error: { code, message, helpUrl } });

const withoutNulls = (_key: string, value: unknown) => (value === null ? undefined : value);

/**
 * The JSON of an answer. Nulls are left out, as in XML; a replacer takes V8
 * off its fast serializer (twice the time for a 500-song page), so it runs
 * only for an answer whose plain JSON has one. Looking for the text `null`
 * is a native scan (walking the answer's objects for a null was a twentieth
 * of a sync page's CPU); a name that contains the word only costs the
 * second pass.
 */
const answerJson = (body: Record<string, unknown>) => {
  const wrapped = { 'subsonic-response': body };
  const json = JSON.stringify(wrapped);
  return json.includes('null') ? JSON.stringify(wrapped, withoutNulls) : json;
};

export function envelopeResponse(body: Record<string, unknown>, format: SubsonicFormat): Response {
  if (format === 'json') {
    return new Response(answerJson(body), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
  }
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n${element('subsonic-response', { xmlns: 'http://subsonic.org/restapi', ...body })}`;
  return new Response(xml, { headers: { 'Content-Type': 'text/xml; charset=utf-8' } });
}

// XML from the JSON form (docs/api/subsonic.md, "XML from the JSON form").

type Scalar = string | number | boolean;
const isScalar = (value: unknown): value is Scalar => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** Characters XML 1.0 cannot carry at all, not even as references: left out. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
/** In attributes, quotes and the whitespace a parser would normalize away are escaped too. */
const ATTRIBUTE_ESCAPES: Record<string, string> = { ...TEXT_ESCAPES, '"': '&quot;', "'": '&apos;', '\n': '&#10;', '\r': '&#13;', '\t': '&#9;' };

const escapeText = (text: string) => text.replace(NOT_XML, '').replace(/[&<>]/g, (ch) => TEXT_ESCAPES[ch]);
const escapeAttribute = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"'\n\r\t]/g, (ch) => ATTRIBUTE_ESCAPES[ch]);

/**
 * One element: scalar properties are attributes (booleans as true/false),
 * objects child elements, arrays repeated elements named after the property
 * (an array of scalars: elements with that text), a string `value` the text.
 * Null and undefined are left out.
 */
function element(name: string, node: Record<string, unknown>): string {
  let attributes = '';
  let children = '';
  let text = '';
  for (const [key, value] of Object.entries(node)) {
    if (value === null || value === undefined) continue;
    if (key === 'value' && typeof value === 'string') text = escapeText(value);
    else if (isScalar(value)) attributes += ` ${key}="${escapeAttribute(String(value))}"`;
    else if (Array.isArray(value)) children += value.map((item) => child(key, item)).join('');
    else children += child(key, value);
  }
  const content = text + children;
  return content ? `<${name}${attributes}>${content}</${name}>` : `<${name}${attributes}/>`;
}

function child(name: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (isScalar(value)) return `<${name}>${escapeText(String(value))}</${name}>`;
  return element(name, value as Record<string, unknown>);
}
