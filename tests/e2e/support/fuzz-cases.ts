import fc from 'fast-check';
import { controlCharacterText, hostileSegment, malformedJson, validValue, wrongTypeValue, type JsonSchema } from './fuzz-arbitraries';

/** One request of the fuzz suite, and whether the server must refuse it (no 2xx). */
export type FuzzCase = {
  operation: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** Why it must be refused, when the input breaks the schema or the text rule. */
  mustRefuse?: string;
};

type Parameter = { name: string; in: string; required: boolean; schema: JsonSchema };
export type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
export type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** Operations the suite leaves out: signing its own identity out would end the run's coverage, not find a bug. */
const SKIPPED = new Set(['post /auth/logout']);

export function operationsOf(doc: OpenApi): { method: string; path: string; operation: Operation }[] {
  return Object.entries(doc.paths)
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })))
    .filter(({ method, path }) => !SKIPPED.has(`${method.toLowerCase()} ${path}`));
}

const stringProperties = (schema: JsonSchema) =>
  Object.entries(schema.properties ?? {}).filter(([, s]) => s.type === 'string' && !s.enum && !s.format);
const typedRequired = (schema: JsonSchema) =>
  (schema.required ?? []).filter((name) => schema.properties?.[name] && wrongTypeValue(schema.properties[name]) !== null);

/** A path with its `{name}` parameters filled: mostly values the schema allows, sometimes hostile segments. */
function pathArbitrary(path: string, parameters: Parameter[]): fc.Arbitrary<string> {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
  if (!names.length) return fc.constant(path);
  const values = names.map((name) => {
    const schema = parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? { type: 'string' };
    return fc.oneof(
      { weight: 4, arbitrary: validValue(schema).map((v) => encodeURIComponent(String(v))) },
      { weight: 1, arbitrary: hostileSegment },
    );
  });
  return fc.tuple(...values).map((filled) => names.reduce((p, name, i) => p.replace(`{${name}}`, filled[i]), path));
}

function queryArbitrary(parameters: Parameter[]): fc.Arbitrary<string> {
  const query = parameters.filter((p) => p.in === 'query');
  if (!query.length) return fc.constant('');
  const record = Object.fromEntries(query.map((p) => [p.name, validValue(p.schema).map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)))]));
  return fc
    .record(record, { requiredKeys: query.filter((p) => p.required).map((p) => p.name) })
    .map((values) => {
      const search = new URLSearchParams(values as Record<string, string>).toString();
      return search ? `?${search}` : '';
    });
}

const JSON_TYPE = { 'Content-Type': 'application/json' };

/** The JSON bodies of one operation: allowed ones, and ones it must refuse (with the reason). */
function jsonBodies(schema: JsonSchema): fc.Arbitrary<{ body: string; headers: Record<string, string>; mustRefuse?: string }> {
  const valid = validValue(schema).map((value) => ({ body: JSON.stringify(value), headers: JSON_TYPE }));
  const refused: fc.Arbitrary<{ body: string; headers: Record<string, string>; mustRefuse?: string }>[] = [
    malformedJson.map((body) => ({ body, headers: JSON_TYPE, mustRefuse: 'malformed JSON' })),
    fc.tuple(validValue(schema), fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml')).map(([value, type]) => ({
      body: typeof value === 'object' && value !== null ? JSON.stringify(value) : 'a=1',
      headers: { 'Content-Type': type },
      mustRefuse: `a ${type} body`,
    })),
  ];
  const texts = stringProperties(schema);
  if (texts.length) {
    refused.push(
      fc.tuple(validValue(schema), fc.constantFrom(...texts.map(([name]) => name)), controlCharacterText).map(([value, name, text]) => ({
        body: JSON.stringify({ ...(value as object), [name]: text }),
        headers: JSON_TYPE,
        mustRefuse: `a control character in ${name}`,
      })),
    );
  }
  const typed = typedRequired(schema);
  if (typed.length) {
    refused.push(
      fc.constantFrom(...typed).chain((name) =>
        fc.tuple(validValue(schema), wrongTypeValue(schema.properties![name])!).map(([value, wrong]) => ({
          body: JSON.stringify({ ...(value as object), [name]: wrong }),
          headers: JSON_TYPE,
          mustRefuse: `${name} of the wrong type`,
        })),
      ),
    );
  }
  return fc.oneof({ weight: refused.length, arbitrary: valid }, ...refused);
}

/** Multipart bodies: the schema's fields, with a small file of random bytes and type where it takes one. */
function formBodies(schema: JsonSchema): fc.Arbitrary<FormData> {
  const fields = Object.entries(schema.properties ?? { file: {} });
  const parts = fields.map(([name, field]) =>
    field.type === 'string' && field.format !== 'binary'
      ? validValue(field).map((v) => [name, String(v)] as const)
      : fc
          .tuple(fc.uint8Array({ maxLength: 4096 }), fc.constantFrom('audio/wav', 'image/png', 'text/html', 'application/x-msdownload', ''), fc.constantFrom('a.wav', 'b.png', '../c.exe', 'd', '\u202Eexe.wav'))
          .map(([bytes, type, fileName]) => [name, new File([bytes], fileName, { type })] as const),
  );
  return fc.tuple(...parts).map((entries) => {
    const form = new FormData();
    for (const [name, value] of entries) form.set(name, value);
    return form;
  });
}

/** Every kind of request one operation gets, as one arbitrary. */
export function caseArbitrary(method: string, path: string, operation: Operation): fc.Arbitrary<FuzzCase> {
  const parameters = operation.parameters ?? [];
  const content = operation.requestBody?.content ?? {};
  const name = `${method} ${path}`;
  const target = fc.tuple(pathArbitrary(path, parameters), queryArbitrary(parameters)).map(([p, q]) => p + q);
  const textQuery = parameters.filter((p) => p.in === 'query' && p.schema.type === 'string' && !p.schema.enum);
  const requests: fc.Arbitrary<FuzzCase>[] = [];
  if (content['application/json']) {
    requests.push(fc.tuple(target, jsonBodies(content['application/json'].schema)).map(([url, body]) => ({ operation: name, method, path: url, ...body })));
  } else if (content['multipart/form-data']) {
    requests.push(fc.tuple(target, formBodies(content['multipart/form-data'].schema)).map(([url, body]) => ({ operation: name, method, path: url, headers: {}, body })));
  } else {
    requests.push(target.map((url) => ({ operation: name, method, path: url, headers: {} })));
  }
  if (textQuery.length) {
    requests.push(
      fc.tuple(target, fc.constantFrom(...textQuery.map((p) => p.name)), controlCharacterText).map(([url, param, text]) => {
        const at = new URL(url, 'http://x');
        at.searchParams.set(param, text);
        return { operation: name, method, path: at.pathname + at.search, headers: {}, mustRefuse: `a control character in ?${param}` };
      }),
    );
  }
  return fc.oneof(...requests);
}
