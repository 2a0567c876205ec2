import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

// Issue 28 part 6: our JSON answers against the OpenSubsonic project's own
// OpenAPI schemas, vendored unchanged in tests/subsonic/openapi/ (README
// there: repository and commit). They are OpenAPI 3.0 schemas: the JSON
// Schema keywords they use (type, properties, required, allOf, oneOf, enum,
// items, minimum/maximum, format) read the same in draft-07, Ajv's default.
// Each file is added under a URL of its path, so the files' relative `$ref`s
// ("../../schemas/Child.json") resolve as they do in the repository.

const ROOT = 'tests/subsonic/openapi';
const BASE = 'https://opensubsonic.test/openapi/';

type Json = Record<string, unknown>;

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Json;

function jsonFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return jsonFiles(path);
    return entry.name.endsWith('.json') ? [path] : [];
  });
}

const idOf = (path: string) => BASE + relative(ROOT, path).split('\\').join('/');

/** `ref` written in the file at `from` (a repository path under ROOT), as a repository path. */
const resolvePath = (from: string, ref: string) => posix.normalize(posix.join(posix.dirname(from), ref));

export type SubsonicSchemaError = { path: string; message: string; value: unknown };

let ajv: Ajv | undefined;
const validators = new Map<string, { success: ValidateFunction; failure: ValidateFunction } | null>();

function schemas(): Ajv {
  if (ajv) return ajv;
  const instance = new Ajv({ strict: false, allErrors: true });
  addFormats(instance);
  // OpenAPI's number formats say nothing JSON Schema can check.
  instance.addFormat('float', true);
  instance.addFormat('double', true);
  // Only schema files: the endpoint files (path items) and responses/ (response objects) are read, not validated against.
  for (const path of jsonFiles(ROOT)) {
    const inside = relative(ROOT, path).split('\\').join('/');
    const isPathItem = inside.startsWith('endpoints/') && !inside.slice('endpoints/'.length).includes('/');
    if (isPathItem || inside.startsWith('responses/') || inside === 'openapi.json') continue;
    instance.addSchema({ ...readJson(path), $id: idOf(path) });
  }
  return (ajv = instance);
}

/** The schema file (repository path) of `method`'s JSON answer: the GET operation's 200 response, through a shared response file if it names one. */
function responseSchemaPath(method: string): string | null {
  const endpoint = join(ROOT, 'endpoints', `${method}.json`);
  let operation: Json;
  try {
    operation = readJson(endpoint);
  } catch {
    throw new Error(`the OpenSubsonic schemas have no method "${method}" (${endpoint})`);
  }
  let from = endpoint;
  let response = ((operation.get as Json).responses as Json)['200'] as Json;
  if (typeof response.$ref === 'string') {
    from = resolvePath(from, response.$ref);
    response = readJson(from);
  }
  const schema = ((response.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema as Json | undefined;
  if (!schema || typeof schema.$ref !== 'string') return null;
  return resolvePath(from, schema.$ref);
}

/** The success and failure schemas of the `subsonic-response` element of `method`'s answer. */
function validatorsOf(method: string) {
  if (validators.has(method)) return validators.get(method)!;
  const instance = schemas();
  const path = responseSchemaPath(method);
  let found: { success: ValidateFunction; failure: ValidateFunction } | null = null;
  if (path) {
    // Every response schema is `{ "subsonic-response": { oneOf: [success, failure] } }`.
    const wrapper = readJson(path);
    const branches = ((wrapper.properties as Json)['subsonic-response'] as Json).oneOf as { $ref: string }[];
    const [success, failure] = branches.map((branch) => idOf(resolvePath(path, branch.$ref)));
    found = { success: instance.getSchema(success)!, failure: instance.getSchema(failure)! };
    if (!found.success || !found.failure) throw new Error(`${method}: cannot load ${success} or ${failure}`);
  }
  validators.set(method, found);
  return found;
}

const describeErrors = (errors: ErrorObject[], element: unknown) =>
  errors.map((error) => {
    let value: unknown = element;
    for (const key of error.instancePath.split('/').slice(1)) value = (value as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')];
    return { path: `subsonic-response${error.instancePath.replace(/\//g, '.')}`, message: `${error.message ?? 'invalid'} (${error.schemaPath})`, value };
  });

/**
 * The errors of a JSON answer of `method` (`{"subsonic-response": {...}}`)
 * against the OpenSubsonic schemas: a success element against the method's
 * success schema, a failed one against the failure schema. Empty when valid.
 * A binary method (stream, download, getCoverArt) is checked as the generic
 * envelope (its JSON answers are failures).
 */
export function subsonicSchemaErrors(method: string, body: unknown): SubsonicSchemaError[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [{ path: '', message: 'not a JSON object', value: body }];
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== 'subsonic-response') return [{ path: '', message: `expected only "subsonic-response", got ${JSON.stringify(keys)}`, value: keys }];
  const element = (body as Json)['subsonic-response'] as Json;
  // A method the schemas do not know may only fail (error 0, "Unknown method"): its failure is the common one.
  if (!existsSync(join(ROOT, 'endpoints', `${method}.json`)) && element?.status !== 'ok') method = 'ping';
  const found = validatorsOf(method) ?? validatorsOf('ping')!;
  const validate = element?.status === 'ok' ? found.success : found.failure;
  return validate(element) ? [] : describeErrors(validate.errors ?? [], element);
}

/** Throws, listing every failing path, when `body` is not a valid JSON answer of `method`. */
export function validateSubsonic(method: string, body: unknown): void {
  const errors = subsonicSchemaErrors(method, body);
  if (errors.length === 0) return;
  const lines = errors.slice(0, 25).map((error) => `  ${error.path || '(root)'}: ${error.message}; got ${JSON.stringify(error.value)?.slice(0, 160)}`);
  if (errors.length > 25) lines.push(`  ... and ${errors.length - 25} more`);
  throw new Error(`${method}: the answer does not match the OpenSubsonic schema:\n${lines.join('\n')}`);
}

/** The method name of a /rest URL: `/rest/getAlbum.view?...` → `getAlbum`. */
export const subsonicMethodOf = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^.*\/rest\//, '').replace(/\.view$/, ''));
