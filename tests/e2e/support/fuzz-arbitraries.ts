import fc from 'fast-check';

// fast-check arbitraries from the JSON Schemas of /api/v1/openapi.json (which
// the routes' own zod schemas generate): values a schema allows, and values
// it must refuse.

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
};

/** Texts a hostile client types: markup, SQL and FTS5 syntax, bidi and odd Unicode, very long words. */
const HOSTILE_TEXT = fc.constantFrom(
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  'NEAR(a b) AND "x"* OR ^y',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u202Eevil\u202C',
  '\u200B\uFEFF',
  '𝄞🎵🎶',
  'ｆｕｌｌｗｉｄｔｈ',
  '%00%0d%0a',
  '{{7*7}}',
  '-1',
  '1e309',
  'x'.repeat(5000),
);

const anyText = (min = 0, max = 40) => fc.oneof(fc.string({ minLength: min, maxLength: max }), fc.string({ unit: 'grapheme', minLength: min, maxLength: max }), HOSTILE_TEXT);

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : undefined);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : undefined);
  const near = integer
    ? fc.integer({ min: Math.max(min ?? -1000, -(2 ** 31)), max: Math.min(max ?? 100_000, 2 ** 31) })
    : fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true });
  // Mostly small numbers (the ids that exist), sometimes the bounds themselves.
  return fc.oneof({ weight: 4, arbitrary: near }, { weight: 1, arbitrary: fc.constantFrom(...[min, max].filter((v): v is number => v !== undefined && Number.isFinite(v)), 1) });
}

/** Values the schema allows (as far as JSON Schema says: refinements it cannot express may still refuse some). */
export function validValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validValue(s, depth + 1)));
  if (schema.allOf?.length) return validValue(schema.allOf[0], depth + 1);
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uri') return fc.webUrl();
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((d) => d.toISOString());
      return anyText(schema.minLength ?? 0, Math.min(schema.maxLength ?? 40, 60)).filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity));
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (depth > 4) return fc.constant([]);
      return fc.array(validValue(schema.items ?? {}, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 8) });
    case 'object':
      return validObject(schema, depth);
    default:
      return depth > 3 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (!keys.length) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  const record = Object.fromEntries(keys.map((key) => [key, validValue(properties[key], depth + 1)]));
  return fc.record(record, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<Record<string, unknown>>;
}

/** A value of another JSON type than the schema's own (a number for a string, an object for a number...). */
export function wrongTypeValue(schema: JsonSchema): fc.Arbitrary<unknown> | null {
  const type = typeOf(schema);
  if (!type || schema.anyOf || schema.oneOf || schema.enum || schema.const !== undefined) return null;
  const others: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.oneof(fc.integer(), fc.boolean(), fc.constant([]), fc.constant({ $ne: 1 })),
    integer: fc.oneof(fc.constant('1; DROP TABLE tracks'), fc.boolean(), fc.constant({}), fc.double({ min: 0.1, max: 0.9 })),
    number: fc.oneof(fc.constant('NaN'), fc.boolean(), fc.constant([1])),
    boolean: fc.oneof(fc.constant('true'), fc.integer({ min: 2, max: 9 }), fc.constant({})),
    array: fc.oneof(fc.constant('[]'), fc.integer(), fc.constant({ 0: 1 })),
    object: fc.oneof(fc.constant('{}'), fc.integer(), fc.constant([])),
  };
  return others[type] ?? null;
}

/** A string carrying a control character (NUL, BEL, ESC...), which every text field refuses. */
export const controlCharacterText = fc
  .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\u0007', '\u001b', '\u0008', '\u007f'), fc.string({ maxLength: 10 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

/** Bodies no JSON route may take: broken JSON, deep nesting, huge arrays. */
export const malformedJson = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"a":1}}', '\u0000', '{"__proto__":{"admin":true}}'),
  fc.integer({ min: 200, max: 2000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 1000, max: 20_000 }).map((n) => JSON.stringify(Array.from({ length: n }, (_, i) => i))),
);

/** Path segments in place of an id or a name. */
export const hostileSegment = fc.oneof(
  fc.constantFrom('0', '-1', '9007199254740993', '1e3', '0x10', 'NaN', '%00', '..', '%2e%2e', 'null', 'undefined', '1;2', 'a'.repeat(300), '%F0%9F%8E%B5'),
  fc.integer({ min: 1, max: 200 }).map(String),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
