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

    const avatar = doc.paths['/api/v1/users/{id}/avatar'].post.requestBody.content['multipart/form-data'].schema;
    expect(avatar.required).toEqual(['file']);
    expect(avatar.properties.file).toMatchObject({ type: 'string', format: 'binary' });
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

describe('toOpenApiPath', () => {
  it("rewrites Hono's params as OpenAPI templates", () => {
    expect(toOpenApiPath('/api/v1/users/:id/avatar')).toBe('/api/v1/users/{id}/avatar');
    expect(toOpenApiPath('/x/:id{[0-9]+}/:tab?')).toBe('/x/{id}/{tab}');
  });
});
