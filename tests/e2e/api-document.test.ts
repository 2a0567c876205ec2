import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { ApiSession } from './support/api-session';

// Issue 25 part 6: the document the API serves passes a standard OpenAPI
// validator. It runs here, against the built app, rather than in
// tests/worker/api-docs.suite.ts: swagger-parser does not load in workerd
// (its CommonJS dependencies fail to initialise there: "Class extends value
// undefined"), and the schema check it relies on (ajv) compiles validators
// with `new Function`, which workerd refuses. The worker suite checks the
// document's own rules (every operation documents its success answer).

async function servedDocument() {
  const admin = await ApiSession.admin();
  const restore = await admin.changeSettings({ 'api.integrated': true });
  try {
    return await admin.request<Record<string, any>>('GET', '/api/v1/openapi.json');
  } finally {
    await restore();
  }
}

describe('GET /api/v1/openapi.json', () => {
  it('is an OpenAPI 3.1 document that @apidevtools/swagger-parser accepts, references and all', async () => {
    const doc = await servedDocument();
    // validate() dereferences the object it is given: each call gets a copy.
    const api = await SwaggerParser.validate(structuredClone(doc) as never);
    expect(api).toMatchObject({ openapi: '3.1.0' });

    // The check can fail: a reference left pointing into a schema's own `$defs` (what zod writes) is refused.
    const broken = structuredClone(doc);
    broken.paths['/api/v1/tracks/{id}'].get.responses['200'].content['application/json'].schema = { $ref: '#/$defs/__schema0' };
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow(/\$defs/);
  });
});
