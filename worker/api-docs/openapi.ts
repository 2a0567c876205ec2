import type { RouterRoute } from 'hono/types';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import { validationMetaOf, type ValidationMeta } from '../http/validate';
import { responseMetaOf, type ResponseMeta } from '../http/responds';
import { SchemaComponents, type JsonSchema } from './schema-components';
import { OPENAPI_COMPONENTS } from './shared-components';

type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required: boolean; schema: JsonSchema };
type Media = Record<string, { schema: JsonSchema }>;
type Operation = {
  operationId: string;
  tags: string[];
  parameters: Parameter[];
  requestBody?: { required: true; content: Media };
  responses: Record<string, { description: string; content?: Media } | { $ref: string }>;
};

const PARAMETER_IN = { param: 'path', query: 'query', header: 'header', cookie: 'cookie' } as const;
const BODY_TYPES = { json: 'application/json', form: 'multipart/form-data' } as const;

/** Hono's `/users/:id` (or `:id{[0-9]+}`, `:id{[0-9a-f-]{36}}`, `:id?`) as OpenAPI's `/users/{id}`. */
export const toOpenApiPath = (path: string) => path.replace(/:(\w+)(\{(?:[^{}]|\{[^{}]*\})*\})?\??/g, '{$1}');

function newOperation(method: string, honoPath: string): Operation {
  const segments = honoPath.replace(/^\/api\/v\d+\//, '/').split('/').filter(Boolean);
  return {
    operationId: `${method}_${honoPath.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`,
    tags: [segments[0] ?? 'api'],
    parameters: [...honoPath.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    responses: {},
  };
}

function describeInput(operation: Operation, { target, schema }: ValidationMeta, components: SchemaComponents) {
  const json = components.add(schema, 'input', `${operation.operationId}_${target}`);
  operation.responses['422'] = { $ref: '#/components/responses/ValidationError' };
  if (target in BODY_TYPES) {
    operation.requestBody ??= { required: true, content: {} };
    operation.requestBody.content[BODY_TYPES[target as keyof typeof BODY_TYPES]] = { schema: json };
    return;
  }
  const location = PARAMETER_IN[target as keyof typeof PARAMETER_IN];
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  for (const [name, property] of Object.entries(properties)) {
    const parameter: Parameter = { name, in: location, required: location === 'path' || required.has(name), schema: property };
    const at = operation.parameters.findIndex((p) => p.name === name && p.in === location);
    if (at >= 0) operation.parameters[at] = parameter;
    else operation.parameters.push(parameter);
  }
}

/** A success answer: JSON from its zod schema, another media type as bytes or text, or no body at all. */
function describeOutput(operation: Operation, { status, description, schema, mediaType }: ResponseMeta, components: SchemaComponents) {
  const media: Media = {};
  if (schema) media['application/json'] = { schema: components.add(schema, 'output', `${operation.operationId}_${status}`) };
  if (mediaType) media[mediaType] = { schema: mediaType.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' } };
  const existing = operation.responses[status];
  const content = { ...(existing && 'content' in existing ? existing.content : {}), ...media };
  operation.responses[status] = Object.keys(content).length ? { description, content } : { description };
}

/** A middleware that reached the app through a sub-app with its own error handler is wrapped once. */
const unwrapped = (handler: RouterRoute['handler']) => [handler, (handler as unknown as Record<string, unknown>)[COMPOSED_HANDLER]];

/**
 * OpenAPI 3.1 from the app's own route table: every method and path Hono
 * holds, with parameters and bodies from the zod schemas `validate()`
 * registered on them, and success answers from `responds()` and its kin
 * (docs/decisions/008-api-docs.md).
 */
export function buildOpenApiDocument(routes: readonly RouterRoute[], documented: (path: string) => boolean) {
  const paths: Record<string, Record<string, Operation>> = {};
  const components = new SchemaComponents();
  for (const route of routes) {
    // Middleware (ALL), catch-alls and internal `__` routes (the bench ceiling) are not API operations.
    if (route.method === 'ALL' || /\*|\/__/.test(route.path) || !documented(route.path)) continue;
    const method = route.method.toLowerCase();
    const operations = (paths[toOpenApiPath(route.path)] ??= {});
    const operation = (operations[method] ??= newOperation(method, route.path));
    for (const handler of unwrapped(route.handler)) {
      const input = validationMetaOf(handler);
      const output = responseMetaOf(handler);
      if (input) describeInput(operation, input, components);
      if (output) describeOutput(operation, output, components);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'API',
      version: 'v1',
      description:
        'Scripts authenticate with a personal access token (Account settings > Developers) sent as `Authorization: Bearer <token>`. ' +
        'On this page your browser session is used. Errors: 401 unauthenticated, 403 forbidden, 422 validation, 429 rate limited.',
    },
    // Browsers (the /api-docs page) are signed in by their session cookie; scripts send a token.
    security: [{ bearer: [] }, {}],
    paths,
    components: { ...OPENAPI_COMPONENTS, schemas: components.schemas },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
