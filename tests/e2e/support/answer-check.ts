import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

// Real answers against the answers /api/v1/openapi.json documents (issue 25
// part 6): the status must be one the operation lists, a JSON body must
// satisfy the response's schema (generated from the zod schema the route
// binds with `responds()`, worker/http/responds.ts), another body must be of
// the documented media type, and an answer documented without content must
// have none. Ajv reads JSON Schema 2020-12, OpenAPI 3.1's dialect.

type Media = Record<string, { schema?: unknown }>;
type Responses = Record<string, { description?: string; content?: Media; $ref?: string }>;
export type DocumentedOperation = { responses?: Responses };
export type AnswerDocument = { paths: Record<string, Record<string, DocumentedOperation>>; components: { schemas?: Record<string, unknown> } };

export type Answer = { status: number; contentType: string | null; body: Uint8Array };

const DOCUMENT_ID = 'https://openapi.local/openapi.json';

/** `#/components/...` points into the document, which ajv holds under DOCUMENT_ID. */
function anchored(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(anchored);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? DOCUMENT_ID + value : anchored(value)]),
  );
}

/** `audio/*` matches `audio/mpeg`; `*\/*` matches anything. */
const mediaMatches = (range: string, type: string) => {
  const [rangeType, rangeSub] = range.split('/');
  const [typeType, typeSub] = type.split('/');
  return (rangeType === '*' || rangeType === typeType) && (rangeSub === '*' || rangeSub === typeSub);
};

export class AnswerChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly doc: AnswerDocument) {
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: DOCUMENT_ID, components: anchored(doc.components) });
  }

  private validator(key: string, schema: unknown): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) this.validators.set(key, (validate = this.ajv.compile(anchored(schema) as object)));
    return validate;
  }

  /**
   * What is wrong with a success answer (2xx, or a redirect) of `operation`
   * (`GET /api/v1/tracks/{id}`, as the fuzz names it), or null when it is as
   * documented. Other answers (refusals, 304) are not this check's.
   */
  check(operation: string, answer: Answer): string | null {
    const { status } = answer;
    if (status < 200 || status >= 400 || status === 304) return null;
    const [method, path] = operation.split(' ');
    const responses = this.doc.paths[path]?.[method.toLowerCase()]?.responses ?? {};
    const documented = responses[String(status)];
    if (!documented) return `status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})`;
    const content = documented.content ?? {};
    const type = (answer.contentType ?? '').split(';')[0].trim().toLowerCase();
    if (!Object.keys(content).length) return answer.body.length ? `${status} is documented without a body, but ${answer.body.length} bytes came (${type})` : null;
    const range = Object.keys(content).find((media) => mediaMatches(media, type));
    if (!range) return `${status} came as ${type || 'no media type'}, documented as ${Object.keys(content).join(' or ')}`;
    if (range !== 'application/json') return null;
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(answer.body));
    } catch {
      return `${status} is not JSON`;
    }
    const validate = this.validator(`${operation} ${status}`, content[range].schema);
    if (validate(body)) return null;
    const errors = (validate.errors ?? []).map(({ instancePath, message, params }) => {
      const named = (params as { additionalProperty?: string }).additionalProperty;
      return `body${instancePath} ${message}${named ? ` (${named})` : ''}`;
    });
    return `${status} does not match its schema: ${[...new Set(errors)].join('; ')}`;
  }
}
