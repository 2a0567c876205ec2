import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { localizations } from '../../db/localizations';
import { users } from '../../db/users';
import { ENGLISH_KEYS } from '../../worker/i18n/english-keys';
import { chunkLines } from '../../worker/i18n/localization-lines';
import { listQuerySchema, listStatement } from '../../worker/admin/list/list-resource';
import { localizationsList } from '../../worker/admin/localizations/localizations-list';
import { adminHeaders, createUser, db, loginAs, request } from './support/http';
import { adminList, expectAdminOnly, send } from './support/admin-api';
import { planOf } from './support/query-plan';

// Issue 13, docs/api/admin.md "Localizations" (localizations.update).

let n = 0;
/** A fresh language code (three letters, unique in this file). */
const code = () => `q${String.fromCharCode(97 + (n % 26))}${String.fromCharCode(97 + (Math.floor(n++ / 26) % 26))}`;

async function createLocalization(name = 'Test language') {
  const res = await send('POST', '/api/v1/localizations', await adminHeaders(), { name, language: code() });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<any>()).localization as { id: number; name: string; language: string };
}

const saveLines = async (id: number, lines: Record<string, string | null>) => send('PUT', `/api/v1/localizations/${id}`, await adminHeaders(), { lines });
const linesOf = async (language: string) =>
  (await (await request(`/api/v1/localizations/${language}`, { headers: await adminHeaders() })).json<any>()).localization.lines as Record<string, string>;
const bootstrapOf = async (headers: Record<string, string> = {}) => (await (await request('/api/v1/bootstrap-data', { headers })).json<any>()).bootstrapData;

describe('GET /api/v1/localizations', () => {
  it('lists localizations with how many English keys each translates', async () => {
    const made = await createLocalization('Zz Counting');
    expect((await saveLines(made.id, { Search: 'Buscar', Home: 'Home', Users: 'Usuarios' })).status).toBe(200);
    const { data } = await adminList('localizations', 'perPage=100');
    const english = data.find((l) => l.language === 'en');
    expect(english).toMatchObject({ name: 'English', keys_count: ENGLISH_KEYS.length, translated_count: ENGLISH_KEYS.length });
    // "Home" kept its English text, so it is not translated yet.
    expect(data.find((l) => l.id === made.id)).toMatchObject({ name: 'Zz Counting', keys_count: ENGLISH_KEYS.length, translated_count: 2 });
    expect(data[0]).not.toHaveProperty('lines');
  });

  it('searches by language code or name, and sorts by name or language', async () => {
    const made = await createLocalization('Quenya');
    expect((await adminList('localizations', `query=${made.language}`)).data.map((l) => l.id)).toEqual([made.id]);
    expect((await adminList('localizations', 'query=quen')).data.map((l) => l.id)).toEqual([made.id]);
    const languages = (await adminList('localizations', 'orderBy=language&orderDir=desc&perPage=100')).data.map((l) => l.language);
    expect(languages).toEqual([...languages].sort().reverse());
    expect((await send('GET', '/api/v1/localizations?orderBy=lines', await adminHeaders())).status).toBe(422);
  });

  it('reaches every sort and the search through an index (no scan of localizations)', async () => {
    const schema = listQuerySchema(localizationsList);
    for (const query of [{}, { orderBy: 'language' }, { orderBy: 'name', orderDir: 'desc' }, { query: 'es' }]) {
      const plan = (await planOf(listStatement(db(), localizationsList, schema.parse(query)))).join('\n');
      expect(plan, `${JSON.stringify(query)}\n${plan}`).not.toMatch(/SCAN localizations(?!_)(?! USING)/);
    }
  });
});

describe('GET /api/v1/localizations/{name}', () => {
  it('answers a localization with its lines by language code or id; English holds every key', async () => {
    const english = await linesOf('en');
    expect(Object.keys(english).sort()).toEqual([...ENGLISH_KEYS].sort());
    expect(english.Search).toBe('Search');
    const [spanish] = await db().select().from(localizations).where(eq(localizations.language, 'es'));
    const byId = await (await request(`/api/v1/localizations/${spanish.id}`, { headers: await adminHeaders() })).json<any>();
    expect(byId.localization).toMatchObject({ language: 'es', lines: expect.objectContaining({ Search: 'Buscar' }) });
    expect((await request('/api/v1/localizations/xx-nope', { headers: await adminHeaders() })).status).toBe(404);
    expect((await request('/api/v1/localizations/NOT%20A%20CODE', { headers: await adminHeaders() })).status).toBe(422);
  });
});

describe('POST /api/v1/localizations', () => {
  it('starts a localization as a copy of English, and lists it among the value lists', async () => {
    const made = await createLocalization('Copy of English');
    expect(await linesOf(made.language)).toEqual(await linesOf('en'));
    const values = await (await request('/api/v1/value-lists/localizations')).json<any>();
    expect(values.localizations).toContainEqual({ id: made.id, name: 'Copy of English', language: made.language });
  });

  it('refuses a taken language, a bad code and a missing name with 422, creating nothing', async () => {
    const headers = await adminHeaders();
    const taken = await send('POST', '/api/v1/localizations', headers, { name: 'Spanish again', language: 'es' });
    expect((await taken.json<any>()).errors.language).toEqual(['This language already has a localization.']);
    const bad = await send('POST', '/api/v1/localizations', headers, { name: '', language: 'Klingon!' });
    expect(Object.keys((await bad.json<any>()).errors).sort()).toEqual(['language', 'name']);
    expect(await db().select().from(localizations).where(eq(localizations.name, 'Spanish again'))).toEqual([]);
  });
});

describe('PUT /api/v1/localizations/{id}', () => {
  it('reaches the i18n of a user of that language at their next request', async () => {
    const made = await createLocalization();
    const user = await createUser();
    await db().update(users).set({ language: made.language }).where(eq(users.id, user.id));
    const { headers } = await loginAs(user.id);
    expect((await bootstrapOf(headers)).i18n).toMatchObject({ language: made.language, lines: {} });

    expect((await saveLines(made.id, { Search: 'Suchen', Home: 'Start' })).status).toBe(200);
    expect((await bootstrapOf(headers)).i18n.lines).toEqual({ Search: 'Suchen', Home: 'Start' });
    expect((await saveLines(made.id, { Home: '' })).status).toBe(200);
    expect((await bootstrapOf(headers)).i18n.lines).toEqual({ Search: 'Suchen' });
  });

  it('changes the default language’s lines for every visitor at once', async () => {
    const [english] = await db().select().from(localizations).where(eq(localizations.language, 'en'));
    expect((await bootstrapOf()).i18n.lines.Search).toBeUndefined();
    expect((await saveLines(english.id, { Search: 'Find music' })).status).toBe(200);
    expect((await bootstrapOf()).i18n.lines.Search).toBe('Find music');
    await saveLines(english.id, { Search: 'Search' });
    expect((await bootstrapOf()).i18n.lines.Search).toBeUndefined();
  });

  it('saves a large set of changed lines in parts within D1’s statement limit', async () => {
    const made = await createLocalization();
    // About 600 kB of lines however many keys English gains: many parts, yet under the JSON body limit.
    const lines = Object.fromEntries(ENGLISH_KEYS.map((key, i) => [key, `${'ü'.repeat(Math.floor(300_000 / ENGLISH_KEYS.length))} ${i}`]));
    const parts = chunkLines(lines);
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(50_000);
    expect(Object.assign({}, ...parts.map((part) => JSON.parse(part)))).toEqual(lines);
    expect((await saveLines(made.id, lines)).status).toBe(200);
    expect(await linesOf(made.language)).toEqual(lines);
  });

  it('renames, and refuses keys English does not have, changing nothing', async () => {
    const made = await createLocalization('Before');
    const headers = await adminHeaders();
    const renamed = await send('PUT', `/api/v1/localizations/${made.id}`, headers, { name: 'After' });
    expect((await renamed.json<any>()).localization).toMatchObject({ id: made.id, name: 'After', language: made.language });
    const unknown = await send('PUT', `/api/v1/localizations/${made.id}`, headers, { lines: { Search: 'X', 'No such key anywhere': 'Y' } });
    expect(unknown.status).toBe(422);
    expect((await linesOf(made.language)).Search).toBe('Search');
    expect((await send('PUT', `/api/v1/localizations/${made.id}`, headers, { lines: { Search: 5 } })).status).toBe(422);
    expect((await send('PUT', '/api/v1/localizations/99999999', headers, { name: 'X' })).status).toBe(404);
  });

  it('refuses lines that would not fit in a D1 row (2 MB), changing nothing', async () => {
    const made = await createLocalization();
    const long = 'ü'.repeat(5_000);
    const keys = ENGLISH_KEYS.slice(0, 200);
    const half = (from: number) => Object.fromEntries(keys.slice(from, from + 100).map((key) => [key, long]));
    expect((await saveLines(made.id, half(0))).status).toBe(200);
    const tooMuch = await saveLines(made.id, half(100));
    expect(tooMuch.status).toBe(422);
    expect((await tooMuch.json<any>()).errors.lines).toEqual(['These lines are too long to store.']);
    expect((await linesOf(made.language))[keys[150]]).toBe(keys[150]);
  });
});

describe('DELETE /api/v1/localizations/{id}', () => {
  it('deletes a localization; its users fall back to the default language', async () => {
    const made = await createLocalization();
    await saveLines(made.id, { Search: 'Zoeken' });
    const user = await createUser();
    await db().update(users).set({ language: made.language }).where(eq(users.id, user.id));
    const { headers } = await loginAs(user.id);
    expect((await bootstrapOf(headers)).i18n.lines.Search).toBe('Zoeken');

    expect((await send('DELETE', `/api/v1/localizations/${made.id}`, await adminHeaders())).status).toBe(200);
    expect(await db().select().from(localizations).where(eq(localizations.id, made.id))).toEqual([]);
    expect((await bootstrapOf(headers)).i18n.language).toBe('en');
  });

  it('never deletes English or the default localization', async () => {
    const headers = await adminHeaders();
    const [english] = await db().select().from(localizations).where(eq(localizations.language, 'en'));
    const refused = await send('DELETE', `/api/v1/localizations/${english.id}`, headers);
    expect(refused.status).toBe(422);
    const made = await createLocalization();
    expect((await send('POST', '/api/v1/settings', headers, { settings: { 'i18n.default_localization': made.language } })).status).toBeLessThan(300);
    try {
      expect((await send('DELETE', `/api/v1/localizations/${made.id}`, headers)).status).toBe(422);
      expect(await db().select().from(localizations).where(eq(localizations.id, made.id))).toHaveLength(1);
    } finally {
      await send('POST', '/api/v1/settings', headers, { settings: { 'i18n.default_localization': 'en' } });
    }
    expect((await send('DELETE', `/api/v1/localizations/${made.id},99999999`, headers)).status).toBe(404);
  });
});

describe('localizations.update', () => {
  it('guards every localizations route: a guest gets 401, a listener 403', async () => {
    const made = await createLocalization();
    await expectAdminOnly([
      ['GET', '/api/v1/localizations'],
      ['GET', '/api/v1/localizations/en'],
      ['POST', '/api/v1/localizations', { name: 'X', language: code() }],
      ['PUT', `/api/v1/localizations/${made.id}`, { name: 'X' }],
      ['DELETE', `/api/v1/localizations/${made.id}`],
    ]);
    expect(await db().select().from(localizations).where(eq(localizations.id, made.id))).toHaveLength(1);
  });
});
