import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { userPreferences } from '../../db/admin';
import { createUser, db, loginAs, request } from './support/http';

// docs/api/admin.md, "Preferences": GET answers null for a preference never
// set, so a PUT of null forgets it rather than failing on the NOT NULL column.
const NAME = 'admin.table.users.columns';
const path = `/api/v1/users/me/preferences/${NAME}`;

const put = (headers: Record<string, string>, body: string) =>
  request(path, { method: 'PUT', headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers }, body });
const get = async (headers: Record<string, string>) => (await (await request(path, { headers: { Accept: 'application/json', ...headers } })).json<any>()).value;
const storedRows = async (userId: number) =>
  db().select().from(userPreferences).where(and(eq(userPreferences.user_id, userId), eq(userPreferences.name, NAME)));

describe('PUT /api/v1/users/me/preferences/{name}', () => {
  it('stores any JSON value and answers it back', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const value = { email: false, roles: true, note: null };
    const res = await put(headers, JSON.stringify({ value }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ value });
    expect(await get(headers)).toEqual(value);
  });

  it('forgets the preference on a null value: 200 {value: null}, and GET answers null as for one never set', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    await put(headers, JSON.stringify({ value: { email: false } }));
    expect(await storedRows(user.id)).toHaveLength(1);

    const cleared = await put(headers, '{"value": null}');
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toEqual({ value: null });
    expect(await storedRows(user.id)).toHaveLength(0);
    expect(await get(headers)).toBeNull();

    // Null for a preference never set is the same no-op, not a 500.
    const again = await put(headers, '{"value": null}');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ value: null });
  });

  it('answers 422 on the value field when the body has no value', async () => {
    const { headers } = await loginAs((await createUser()).id);
    const res = await put(headers, '{}');
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json<any>()).errors)).toEqual(['value']);
  });
});
