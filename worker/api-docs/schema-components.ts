import { z, type ZodType } from 'zod';

export type JsonSchema = Record<string, unknown>;

const LOCAL_DEF = '#/$defs/';
const COMPONENT = '#/components/schemas/';

function rewriteRefs(node: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, names));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      key === '$ref' && typeof value === 'string' && value.startsWith(LOCAL_DEF)
        ? [key, COMPONENT + names.get(value.slice(LOCAL_DEF.length))]
        : [key, rewriteRefs(value, names)],
    ),
  );
}

/**
 * `components/schemas` of one OpenAPI document. zod's `z.toJSONSchema` puts
 * the schemas named with `.meta({ id })`, and the recursive ones, in a
 * `$defs` beside the schema and points at them with `#/$defs/...`; embedded
 * in a document those pointers dangle (they resolve from the document's
 * root), so each definition moves here and its references follow. A named
 * schema (`Track`) keeps its name; an unnamed recursive one is named after
 * where it was found.
 */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};

  /** `schema` as JSON Schema 2020-12; `scope` names its unnamed definitions. */
  add(schema: ZodType, io: 'input' | 'output', scope: string): JsonSchema {
    // Whatever JSON Schema cannot say (refinements, transforms) becomes `{}`.
    const { $schema: _dialect, $defs = {}, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
    const defs = $defs as Record<string, JsonSchema>;
    const names = new Map(Object.keys(defs).map((key) => [key, key.startsWith('__') ? `${scope}${key.slice(1)}` : key]));
    // A named recursive schema (`z.json()`) is a bare pointer to an unnamed one: the unnamed one takes its name.
    const aliases = new Set<string>();
    for (const [key, definition] of Object.entries(defs)) {
      const target = Object.keys(definition).length === 1 && typeof definition.$ref === 'string' ? definition.$ref.slice(LOCAL_DEF.length) : null;
      if (!key.startsWith('__') && target?.startsWith('__')) {
        names.set(target, key);
        aliases.add(key);
      }
    }
    for (const [key, definition] of Object.entries(defs)) {
      if (aliases.has(key)) continue;
      const name = names.get(key)!;
      const hoisted = rewriteRefs(definition, names) as JsonSchema;
      if (this.schemas[name] && JSON.stringify(this.schemas[name]) !== JSON.stringify(hoisted)) {
        throw new Error(`Two different schemas are named ${name} (an id used for both a request and an answer, or twice).`);
      }
      this.schemas[name] = hoisted;
    }
    return rewriteRefs(json, names) as JsonSchema;
  }
}
