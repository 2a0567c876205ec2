import { createHash } from 'node:crypto';
import { ApiSession } from './api-session';
import { parseXml, type XmlElement } from '../../worker/support/xml';
import { subsonicMethodOf, subsonicSchemaErrors, validateSubsonic, type SubsonicSchemaError } from './subsonic-schema';

// Requests to the OpenSubsonic endpoint (/rest/) for the conformance e2e
// files: credentials from the web API (app passwords), requests written the
// way each app writes them, and a fetch for the `subsonic-api` client that
// checks every JSON answer against the OpenSubsonic schemas on its way.

export const SUBSONIC_NAMESPACE = 'http://subsonic.org/restapi';

/** An account's email and one of its app passwords (the secret, shown once). */
export type AppCredentials = { username: string; secret: string };

let counter = 0;

/** A new listener account through the web API (signed in), with an app password made through `POST /api/v1/app-passwords`. */
export async function newListener(base: string, appName = 'subsonic-api'): Promise<{ session: ApiSession; credentials: AppCredentials }> {
  const session = new ApiSession(base);
  const email = `subsonic-${Date.now()}-${++counter}@example.com`;
  const password = 'listener12345';
  await session.request('POST', '/auth/register', { email, password, password_confirmation: password });
  return { session, credentials: { username: email, secret: await createAppPassword(session, appName) } };
}

/** An existing account (the seeded demo ones' password is demo12345) signed in, with a new app password. */
export async function existingAccount(base: string, email: string, password = 'demo12345'): Promise<{ session: ApiSession; credentials: AppCredentials }> {
  const session = new ApiSession(base);
  await session.request('POST', '/auth/login', { email, password, remember: false });
  return { session, credentials: { username: email, secret: await createAppPassword(session, 'conformance') } };
}

export async function createAppPassword(session: ApiSession, name: string): Promise<string> {
  const answer = await session.request<{ appPassword: { id: number }; plainTextPassword: string }>('POST', '/api/v1/app-passwords', { name });
  return answer.plainTextPassword;
}

export type AuthMethod = 'password' | 'hexPassword' | 'token' | 'apiKey';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The credential parameters of one authentication method (docs/api/subsonic.md, Authentication). */
export function authParams(credentials: AppCredentials, method: AuthMethod, salt = 'c19b2d'): Record<string, string> {
  switch (method) {
    case 'password':
      return { u: credentials.username, p: credentials.secret };
    case 'hexPassword':
      return { u: credentials.username, p: `enc:${Buffer.from(credentials.secret, 'utf8').toString('hex')}` };
    case 'token':
      return { u: credentials.username, t: md5(credentials.secret + salt), s: salt };
    case 'apiKey':
      return { apiKey: credentials.secret };
  }
}

export type RestOptions = {
  auth?: Record<string, string>;
  /** `json`, `xml`, or null to send no `f` (XML, the default). */
  f?: 'json' | 'xml' | null;
  /**
   * POST: `form` sends every parameter in an x-www-form-urlencoded body (the
   * `formPost` extension), `url` keeps them in the query string with an empty
   * body, `split` the credentials in the URL and the rest in the body (DSub).
   */
  post?: false | 'form' | 'url' | 'split';
  /** `/rest/{method}.view` rather than `/rest/{method}`. */
  view?: boolean;
  v?: string;
  c?: string;
  headers?: Record<string, string>;
};

export type RestAnswer = {
  status: number;
  contentType: string;
  headers: Headers;
  bytes: Uint8Array;
  text: string;
  /** The parsed body when the answer is JSON. */
  json: Record<string, unknown> | null;
  /** `subsonic-response` of a JSON or XML answer (XML: the root element). */
  envelope: { status: string; error?: { code: number; message?: string } } | null;
  /** The root element of an XML answer. */
  xml: XmlElement | null;
  /** The JSON answer's errors against the OpenSubsonic schemas (empty when valid or not JSON). */
  schemaErrors: SubsonicSchemaError[];
};

/** The media types of a Subsonic envelope (an SVG cover is XML too, but not an envelope). */
export const isEnvelopeType = (contentType: string, format: 'json' | 'xml') =>
  format === 'json' ? /^application\/json\b/i.test(contentType) : /^(text|application)\/xml\b/i.test(contentType);

function searchOf(values: Record<string, unknown>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) for (const one of [value].flat()) search.append(name, String(one));
  return search;
}

/** One request to `/rest/{method}` written as `options` say, its answer read and (JSON) checked against the schemas. */
export async function rest(base: string, method: string, params: Record<string, string | number | boolean | (string | number)[]> = {}, options: RestOptions = {}): Promise<RestAnswer> {
  const common = { ...options.auth, v: options.v ?? '1.16.1', c: options.c ?? 'conformance', ...(options.f === null ? {} : { f: options.f ?? 'json' }) };
  const url = `${base}/rest/${method}${options.view ? '.view' : ''}`;
  let response: Response;
  if (options.post === 'form' || options.post === 'split') {
    // `split`: the credentials in the URL and the method's parameters in the body (DSub with 10 parameters or more).
    const body = options.post === 'form' ? { ...common, ...params } : params;
    const query = options.post === 'form' ? '' : `?${searchOf(common)}`;
    response = await fetch(`${url}${query}`, { method: 'POST', body: searchOf(body).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...options.headers } });
  } else {
    response = await fetch(`${url}?${searchOf({ ...common, ...params })}`, { method: options.post === 'url' ? 'POST' : 'GET', headers: options.headers });
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const contentType = response.headers.get('content-type') ?? '';
  const text = /json|xml|text/.test(contentType) ? new TextDecoder().decode(bytes) : '';
  const answer: RestAnswer = { status: response.status, contentType, headers: response.headers, bytes, text, json: null, envelope: null, xml: null, schemaErrors: [] };
  if (isEnvelopeType(contentType, 'json')) {
    answer.json = JSON.parse(text) as Record<string, unknown>;
    answer.envelope = (answer.json['subsonic-response'] ?? null) as RestAnswer['envelope'];
    answer.schemaErrors = subsonicSchemaErrors(method, answer.json);
  } else if (isEnvelopeType(contentType, 'xml')) {
    answer.xml = parseXml(text);
    const error = answer.xml.children.find((child) => child.name === 'error');
    answer.envelope = {
      status: answer.xml.attributes.status,
      ...(error ? { error: { code: Number(error.attributes.code), message: error.attributes.message } } : {}),
    };
  }
  return answer;
}

/** Describes an answer for a failed expectation: the method, status, and the envelope or the first bytes. */
export const describeAnswer = (method: string, answer: RestAnswer) =>
  `${method}: HTTP ${answer.status} ${answer.contentType} ${answer.text ? answer.text.slice(0, 400) : `(${answer.bytes.length} bytes)`}`;

/**
 * A fetch for the `subsonic-api` client: every JSON answer is checked
 * against its method's OpenSubsonic schema (the call rejects with the
 * failing paths). A failed envelope rejects too (with its code and message) unless `allowFailures`.
 * `rewrite` may change a request before it goes (the legacy `p` login, a
 * Range header).
 */
export function validatingFetch(options: { rewrite?: (url: URL, init: RequestInit) => void; allowFailures?: boolean } = {}): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    options.rewrite?.(url, init);
    const response = await fetch(url, init);
    const method = subsonicMethodOf(url.toString());
    if (isEnvelopeType(response.headers.get('content-type') ?? '', 'json')) {
      const body = (await response.clone().json()) as { 'subsonic-response'?: { status?: string; error?: unknown } };
      validateSubsonic(method, body);
      const envelope = body['subsonic-response'];
      if (envelope?.status !== 'ok' && !options.allowFailures) throw new Error(`${method} failed: ${JSON.stringify(envelope?.error)}`);
    }
    return response;
  };
}
