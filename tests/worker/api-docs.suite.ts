import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { permissions, rolePermissions, roles } from '../../db/roles';
import { forgetAppSnapshot } from '../../worker/cache/app-snapshot';
import { toOpenApiPath } from '../../worker/api-docs/openapi';
import { adminHeaders, createUser, db, loginAs, postJson, request, tokenFor } from './support/http';
import { bearer } from './support/account-fixtures';

async function fetchDocument() {
  const { headers } = await loginAs((await createUser()).id);
  const res = await request('/api/v1/openapi.json', { headers });
  expect(res.status).toBe(200);
  return res.json<any>();
}

async function grantGuests(permission: string) {
  const [guests] = await db().select().from(roles).where(eq(roles.guests, true));
  const [granted] = await db().select().from(permissions).where(eq(permissions.name, permission));
  await db().insert(rolePermissions).values({ role_id: guests.id, permission_id: granted.id });
  await forgetAppSnapshot(env);
  return async () => {
    await db()
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.role_id, guests.id), eq(rolePermissions.permission_id, granted.id)));
    await forgetAppSnapshot(env);
  };
}

describe('GET /api/v1/openapi.json', () => {
  it('describes the API as OpenAPI 3.1 with bearer security', async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Melodia API', version: 'v1' });
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const path of Object.keys(doc.paths)) {
      expect(path).toMatch(/^\/(api|auth|secure)\//);
      expect(path).not.toMatch(/[:*]|\/__/);
    }
  });

  it('takes request bodies from the zod schemas that validate them', async () => {
    const doc = await fetchDocument();
    const contact = doc.paths['/api/v1/contact-page'].post;
    const schema = contact.requestBody.content['application/json'].schema;
    expect(schema.required.sort()).toEqual(['email', 'message', 'name']);
    expect(schema.properties.email).toMatchObject({ type: 'string', format: 'email' });
    expect(contact.responses['422']).toEqual({ $ref: '#/components/responses/ValidationError' });

    const login = doc.paths['/auth/login'].post.requestBody.content['application/json'].schema;
    expect(login.required).toEqual(expect.arrayContaining(['email', 'password']));

    const tokens = doc.paths['/api/v1/access-tokens'].post.requestBody.content['application/json'].schema;
    expect(tokens).toMatchObject({ required: ['tokenName'], properties: { tokenName: { type: 'string', maxLength: 100 } } });

    // SPEC section 7: a multipart file or a url, the url also as JSON.
    const avatarBodies = doc.paths['/api/v1/users/{id}/avatar'].post.requestBody.content;
    expect(Object.keys(avatarBodies).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(avatarBodies['multipart/form-data'].schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(avatarBodies['multipart/form-data'].schema.properties.url).toMatchObject({ type: 'string', maxLength: 2048 });
    expect(avatarBodies['application/json'].schema).toMatchObject({ required: ['url'], properties: { url: { type: 'string', maxLength: 2048 } } });
  });

  it('lists path and query parameters', async () => {
    const doc = await fetchDocument();
    const user = doc.paths['/api/v1/users/{id}'];
    expect(Object.keys(user).sort()).toEqual(['get', 'put']);
    expect(user.put.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: expect.objectContaining({ type: 'integer' }) }]);
    expect(user.put.requestBody.content['application/json'].schema.properties).toHaveProperty('timezone');
    // DELETE takes one id or a comma-separated selection (issue 13).
    expect(doc.paths['/api/v1/users/{ids}'].delete.parameters).toContainEqual(
      expect.objectContaining({ name: 'deleteCurrentUser', in: 'query', required: false }),
    );
    // A path without a validator still declares its parameter.
    const tokenDelete = doc.paths['/api/v1/access-tokens/{id}'].delete;
    expect(tokenDelete.parameters.map((p: any) => p.name)).toEqual(['id']);
  });

  it('requires api.access: 401 for a guest whose role lacks it, 403 for a user without it', async () => {
    expect((await request('/api/v1/openapi.json')).status).toBe(401);
    const { headers } = await loginAs((await createUser({ roles: [] })).id);
    expect((await request('/api/v1/openapi.json', { headers })).status).toBe(403);
  });

  it('lets guests read it when the guest role grants api.access', async () => {
    const revoke = await grantGuests('api.access');
    try {
      expect((await request('/api/v1/openapi.json')).status).toBe(200);
    } finally {
      await revoke();
    }
    expect((await request('/api/v1/openapi.json')).status).toBe(401);
  });

  it('accepts a Bearer token', async () => {
    const { plainTextToken } = await tokenFor((await createUser()).id);
    expect((await request('/api/v1/openapi.json', { headers: bearer(plainTextToken) })).status).toBe(200);
  });

  it('answers 404 while api.integrated is off', async () => {
    const admin = await adminHeaders();
    await postJson('/api/v1/settings', { settings: { 'api.integrated': false } }, admin);
    try {
      expect((await request('/api/v1/openapi.json', { headers: admin })).status).toBe(404);
    } finally {
      await postJson('/api/v1/settings', { settings: { 'api.integrated': true } }, admin);
    }
  });
});

/** Every `$ref` in the document, with where it was found. */
function refsOf(node: unknown, at = '#'): { ref: string; at: string }[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => refsOf(item, `${at}/${i}`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [{ ref: value, at }] : refsOf(value, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`),
  );
}

/** A JSON pointer (`#/components/schemas/Track`) into the document, or undefined. */
const resolve = (doc: any, ref: string) =>
  ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((node, part) => node?.[part], doc);

const operationsOf = (doc: any) =>
  Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));

// Issue 25 part 6. The document is also validated by @apidevtools/swagger-parser
// in tests/e2e/api-document.test.ts (it cannot run in workerd), and real
// answers are checked against it by the e2e fuzz (tests/e2e/support/answer-check.ts).
describe('GET /api/v1/openapi.json: answers', () => {
  it('documents a success answer for every operation, each described, JSON ones with a schema', async () => {
    const doc = await fetchDocument();
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(200);
    const undocumented = operations.filter(({ op }) => !Object.keys(op.responses).some((status) => /^(101|2\d\d|3\d\d)$/.test(status))).map(({ name }) => name);
    expect(undocumented).toEqual([]);
    for (const { name, op } of operations) {
      for (const [status, response] of Object.entries<any>(op.responses)) {
        if (response.$ref) continue;
        expect(response.description, `${name} ${status}`).toEqual(expect.any(String));
        const json = response.content?.['application/json'];
        if (json) expect(json.schema, `${name} ${status}`).toBeTruthy();
      }
    }
  });

  it('leaves no reference dangling: zod\'s $defs live in components/schemas', async () => {
    const doc = await fetchDocument();
    const dangling = refsOf(doc).filter(({ ref }) => !ref.startsWith('#/') || resolve(doc, ref) === undefined);
    expect(dangling).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain('$defs');
    // The recursive JSON value of a user preference, once a dangling `#/$defs/__schema0`.
    const preference = doc.paths['/api/v1/users/me/preferences/{name}'].put.requestBody.content['application/json'].schema;
    expect(preference.properties.value).toEqual({ $ref: '#/components/schemas/JsonValue' });
  });

  it('describes answers from the zod schemas the routes bind: real shapes, not open objects', async () => {
    const doc = await fetchDocument();
    const track = doc.paths['/api/v1/tracks/{id}'].get.responses['200'].content['application/json'].schema;
    expect(track).toMatchObject({ type: 'object', required: ['track'], properties: { track: { $ref: '#/components/schemas/TrackDetail' } }, additionalProperties: false });
    const detail = doc.components.schemas.TrackDetail;
    expect(detail.required).toEqual(expect.arrayContaining(['id', 'name', 'album', 'artists', 'src', 'genres', 'owner_id']));
    expect(detail.additionalProperties).toBe(false);
    expect(detail.properties.album).toEqual({ anyOf: [{ $ref: '#/components/schemas/ImageRef' }, { type: 'null' }] });

    const page = doc.paths['/api/v1/artists/{id}/tracks'].get.responses['200'].content['application/json'].schema;
    expect(page.properties.pagination.required).toEqual(['data', 'current_page', 'per_page', 'total', 'last_page', 'from', 'to']);
    expect(page.properties.pagination.properties.data.items).toEqual({ $ref: '#/components/schemas/Track' });

    // No schema anywhere is an open object: every object schema names its properties, or what each extra one holds.
    const open = Object.entries<any>(doc.components.schemas).filter(([, s]) => s.type === 'object' && !s.properties && !s.additionalProperties);
    expect(open.map(([name]) => name)).toEqual([]);
  });

  it('gives each answer its status and media type', async () => {
    const doc = await fetchDocument();
    expect(Object.keys(doc.paths['/api/v1/playlists'].post.responses)).toContain('201');
    expect(doc.paths['/api/v1/custom-pages/{id}'].delete.responses['204']).toEqual({ description: 'The pages are deleted' });
    const stream = doc.paths['/api/v1/tracks/{id}/stream'].get.responses;
    expect(Object.keys(stream['200'].content)).toEqual(['audio/*']);
    expect(Object.keys(stream['206'].content)).toEqual(['audio/*']);
    expect(stream['302']).toEqual({ description: 'External audio: Location is its URL' });
    expect(Object.keys(doc.paths['/api/v1/users/csv/export'].get.responses['200'].content)).toEqual(['text/csv']);
    expect(Object.keys(doc.paths['/secure/auth/social/{service}/callback'].get.responses['200'].content)).toEqual(['text/html']);
    expect(doc.paths['/auth/login'].post.responses['200'].content['application/json'].schema.anyOf).toHaveLength(2);
    expect(doc.paths['/api/v1/notifications/announcements'].post.responses['202']).toBeTruthy();
  });
});

describe('toOpenApiPath', () => {
  it("rewrites Hono's params as OpenAPI templates", () => {
    expect(toOpenApiPath('/api/v1/users/:id/avatar')).toBe('/api/v1/users/{id}/avatar');
    expect(toOpenApiPath('/x/:id{[0-9]+}/:tab?')).toBe('/x/{id}/{tab}');
    // A pattern with a quantifier of its own (workspace invites) was cut at its first brace: `{inviteId}}`.
    expect(toOpenApiPath('/workspace/join/:inviteId{[0-9a-fA-F-]{36}}')).toBe('/workspace/join/{inviteId}');
  });
});
