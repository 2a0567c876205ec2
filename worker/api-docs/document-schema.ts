import { z } from 'zod';
import { JsonValue } from '../http/response-fields';

// GET openapi.json answers an OpenAPI 3.1 document; what each part holds is
// OpenAPI's own schema (checked by @apidevtools/swagger-parser in
// tests/e2e/api-contract.test.ts), so only the outline is repeated here.

const json = z.record(z.string(), JsonValue);

export const OpenApiDocumentSchema = z.object({
  openapi: z.literal('3.1.0'),
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  security: z.array(z.record(z.string(), z.array(z.string()))),
  paths: z.record(z.string(), z.record(z.string(), json)),
  components: z.object({ securitySchemes: json, responses: json, schemas: json }),
});
